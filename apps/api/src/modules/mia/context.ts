import type { MiaEngine } from './engine.js';

declare module '../../context.js' {
  interface ModuleContextParts {
    /** MIA: the OpenAI-compatible adapter (OPENAI_*) or the built-in assistant, and its tools. */
    mia: MiaEngine;
  }
}
