/** A small document for the "Example" button, chosen to show nesting, arrays and every value type. */
export const EXAMPLE_JSON =
  '{"name":"ToolHub","beta":true,"version":1.0,"tags":["tools","games"],' +
  '"owner":{"team":"Developer Tools","members":3,"lead":null},' +
  '"remotes":[{"id":"developer-tools","port":3007},{"id":"fun-games","port":3001}]}';
