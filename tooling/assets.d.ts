// Style sheets are bundled by webpack's css and style loaders.
declare module '*.css';
