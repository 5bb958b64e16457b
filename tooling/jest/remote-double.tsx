// Stands in for a federated remote module inside Jest, where no remote is being served.
export const manifest = { name: 'double', namespace: 'double', routes: [], locales: { 'zh-CN': {}, 'en-US': {}, 'vi-VN': {} } };
export default manifest;
