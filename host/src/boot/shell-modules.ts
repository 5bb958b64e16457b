// The host's own modules that draw the frame (the shell, its header and tag bar, routing), imported
// on their own before bootstrap starts them (index.ts): evaluating them is a task of its own
// rather than the first part of bootstrap's.
export { App } from '../App';
