// No async boundary is needed: the host shares its libraries with remotes through the federation
// runtime it creates on demand (federation/federation-runtime.ts), not through a build-time scope.
import './bootstrap';
