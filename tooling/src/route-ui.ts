// Which antd names each page of a remote draws, written into its route table (portal-routes.json)
// and so into the registry: the host starts fetching the deferred part of antd
// (host/src/ui/deferred-ui.ts) together with a page that needs it, instead of after its first
// render asks for it. The names are a fact of the remote's build, whatever host it meets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import type { Compilation, Module } from 'webpack';
import { importsOf, TRIMMED_LIBRARIES, type TrimmedLibrary } from './ui-usage';

type Node = { type?: string; [key: string]: unknown };

function firstImportRequest(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const n = node as Node;
  if (n.type === 'CallExpression' && (n.callee as Node | undefined)?.type === 'Import') {
    const arg = ((n.arguments as { expression: Node }[] | undefined) ?? [])[0]?.expression;
    if (arg?.type === 'StringLiteral') return arg.value as string;
  }
  for (const value of Object.values(n)) {
    const found = Array.isArray(value) ? value.map(firstImportRequest).find(Boolean) : firstImportRequest(value);
    if (found) return found;
  }
  return undefined;
}

/** Loaders declared by name (`const searchPage = () => import('./…')`): name → request. */
function namedLoaders(node: unknown, into: Map<string, string>): Map<string, string> {
  if (!node || typeof node !== 'object') return into;
  const n = node as Node;
  if (n.type === 'VariableDeclarator' && (n.id as Node).type === 'Identifier') {
    const request = firstImportRequest(n.init);
    if (request) into.set((n.id as Node).value as string, request);
  }
  for (const value of Object.values(n)) (Array.isArray(value) ? value : [value]).forEach((child) => namedLoaders(child, into));
  return into;
}

/**
 * Route path → the request of its page's `import()`, from the page table passed to createRemoteApp:
 * the loader written in the table or named there (a page shared by several routes).
 */
export function pageImports(source: string): Record<string, string> {
  const program = parseSync(source, { syntax: 'typescript', tsx: true });
  const loaders = namedLoaders(program, new Map());
  const found: Record<string, string> = {};
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'KeyValueProperty' && (n.key as Node).type === 'StringLiteral') {
      const value = n.value as Node;
      const request = value.type === 'Identifier' ? loaders.get(value.value as string) : firstImportRequest(value);
      if (request) found[(n.key as Node).value as string] = request;
      return;
    }
    for (const value of Object.values(n)) (Array.isArray(value) ? value : [value]).forEach(visit);
  };
  visit(program);
  return found;
}

/** The source files in a module (a concatenated module holds several). */
function sourceFilesOf(module: Module): string[] {
  const inner = (module as Module & { modules?: Module[] }).modules;
  if (inner) return inner.flatMap(sourceFilesOf);
  const resource = (module as Module & { resource?: string }).resource;
  return resource && /\.tsx?$/.test(resource) && !resource.includes(`${path.sep}node_modules${path.sep}`) ? [resource] : [];
}

type ChunkGroup = Compilation['chunkGroups'][number];

/** Route path → the chunk group of its page's `import()` in the page table of `appFile`. */
export function pageChunkGroups(compilation: Compilation, appFile: string): Map<string, ChunkGroup> {
  const groups = new Map<string, ChunkGroup>();
  for (const [route, request] of Object.entries(pageImports(readFileSync(appFile, 'utf8')))) {
    const group = compilation.chunkGroups.find((g) => g.origins.some((o) => o.request === request && (o.module as (Module & { resource?: string }) | null)?.resource === appFile));
    if (group) groups.set(route, group);
  }
  return groups;
}

/** Route path → sorted antd names the chunks of its page import (not the pages it may open later). */
export function routeUiNames(compilation: Compilation, appFile: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [route, group] of pageChunkGroups(compilation, appFile)) {
    const usage = Object.fromEntries(TRIMMED_LIBRARIES.map((lib) => [lib, new Set<string>()])) as Record<TrimmedLibrary, Set<string>>;
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) for (const file of sourceFilesOf(module)) importsOf(file, usage);
    }
    result[route] = [...usage.antd].sort();
  }
  return result;
}
