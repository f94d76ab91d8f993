/**
 * The catalogue built into the host (see catalogueSnapshot). The production build replaces this
 * module with the snapshot it computed from catalogue.json (rspack.config.ts), so the cutting
 * never runs in the browser; tests and type checks use this file as it is.
 */
import { catalogueSnapshot, type Catalogue } from '@toolhub/shared';
import catalogueJson from '../../../catalogue.json';

export default catalogueSnapshot(catalogueJson as unknown as Catalogue);
