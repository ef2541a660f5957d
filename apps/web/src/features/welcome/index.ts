/**
 * The welcome feature's public entry (decision record 0051). Nothing of it is used elsewhere: its pages are
 * loaded by app/router.tsx, each by its module.
 */
export {};
