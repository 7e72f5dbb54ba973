export default {
  version: 'Version {{version}}',
  updated: 'Last updated: {{date}}',
  contents: 'Contents',
};
