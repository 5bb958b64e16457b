// antd's component folders by the name the host's build gives them (tooling/src/webpack-base.ts,
// ANTD_ES_ALIAS). The boot only evaluates them; what they export is read through `antd`.
declare module 'portal-antd-es/*';
