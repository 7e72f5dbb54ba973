export const sites = [];
