export type ModuleKind = 'page' | 'dialog' | 'widget';

/** Exposed module names follow the contract's naming: *Page, *Dialog, anything else is a widget. */
export function moduleKind(module: string): ModuleKind {
  if (module.endsWith('Page')) return 'page';
  if (module.endsWith('Dialog')) return 'dialog';
  return 'widget';
}
