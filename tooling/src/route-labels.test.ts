import { routeLabels } from './route-labels';

test('records only the route labels, nested as in the locale, in every language', () => {
  const recorded = routeLabels({
    namespace: 'mf-x',
    routes: [{ labelKey: 'route.todo' }, { labelKey: 'route.group.inner' }],
    locales: {
      'zh-CN': { route: { todo: '待办', group: { inner: '内' } }, page: { big: 'not a label' } },
      'en-US': { route: { todo: 'To do' } },
    },
  });
  expect(recorded).toEqual({
    namespace: 'mf-x',
    labels: { 'zh-CN': { route: { todo: '待办', group: { inner: '内' } } }, 'en-US': { route: { todo: 'To do' } } },
  });
});
