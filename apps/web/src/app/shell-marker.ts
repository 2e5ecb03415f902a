/**
 * The attribute of a signed-in page's frame sent before the app (`SignedInShell`): the app
 * renders over that markup instead of hydrating it, as it hydrates a pre-rendered public page.
 */
export const SHELL_ATTRIBUTE = 'data-shell';
