// Entry of the bundled command-line tools (migrate, seed, user); filled in with the tools.
export {};
