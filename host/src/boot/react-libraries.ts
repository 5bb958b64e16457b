// React and its DOM renderer, imported on their own ahead of the other libraries (index.ts): their
// module code is the largest part of the boot, and in a task of its own it leaves the browser free
// to answer a tap before and after it.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

export const reactLibraries = [createElement, createRoot];
