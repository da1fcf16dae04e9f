import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when it first renders (a page, or a heavy part such as the editor), from a module that
 * exports it by name (with its own props); a `Suspense` above it shows the wait.
 */
export const lazyNamed = <Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(load: () => Promise<Module>, name: Name) =>
  lazy<Module[Name]>(async () => ({ default: (await load())[name] }));
