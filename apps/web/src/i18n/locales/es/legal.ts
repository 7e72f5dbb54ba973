export default {
  version: 'Versión {{version}}',
  updated: 'Última actualización: {{date}}',
  contents: 'Contenido',
};
