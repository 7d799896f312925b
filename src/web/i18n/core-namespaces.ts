/**
 * The namespaces of each language's first chunk (locales/{locale}.ts globs exactly these files): what the
 * shell and the signed-out layout show, and the field errors every form can get from the server.
 */
export const coreNamespaces: readonly string[] = ['common', 'shell', 'tiers', 'validation', 'authErrors'];
