/**
 * Marks a `<link>` on the host page whose fetch waits for the first paint: the host's first
 * chunks, antd's prebuilt styles, the deferred antd parts a page draws. Written by the build
 * (tooling) and the server (the deferred parts), without `rel`, so nothing is fetched while the
 * browser paints what the server sent; the host's entry turns each into a preload once that is on
 * screen (host/src/boot/after-paint-preloads.ts), all at once, before its first import.
 */
export const PRELOAD_AFTER_PAINT = 'data-preload-after-paint';
