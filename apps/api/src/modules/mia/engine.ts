import type { Config } from '../../config.js';
import { OpenAiAssistant } from './openai/assistant.js';
import { createToolBox } from './tools/toolbox.js';
import type { Assistant, ToolBox, ToolContext } from './types.js';

/** What answers MIA's questions in this app: an assistant and the tools bound per question. */
export interface MiaEngine {
  assistant: Assistant;
  /** The built-in assistant: it answers once the month's language-model tokens reach the cap. */
  fallback: Assistant;
  toolBox(ctx: ToolContext): ToolBox;
}

const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/**
 * The OpenAI-compatible server when OPENAI_* are set (a key alone means OpenAI itself),
 * otherwise the built-in assistant, offline. Both read the family's data only through the tools.
 */
export function createMiaEngine(config: Config, builtin: () => Assistant): MiaEngine {
  const fallback = builtin();
  const assistant = config.OPENAI_MODEL
    ? new OpenAiAssistant({
        baseUrl: config.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL,
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
      })
    : fallback;
  return { assistant, fallback, toolBox: createToolBox };
}
