import type { Db } from '../../db/client.js';

// MIA's seams (decision 0068): the tool layer that reads a family's data with the asking parent's
// rights, and the assistants that answer from it (the built-in one, offline by default, and the
// OpenAI-compatible adapter). The service builds a ToolContext from the session, never from what
// a model asks for, so no tool can be pointed at another family's records.

/** Who asks, about which itinerary, and with what reach; made by the service from the session. */
export interface ToolContext {
  db: Db;
  /** The signed-in parent asking (the conversation's owner). */
  userId: number;
  /** The itinerary the conversation is about. */
  itineraryId: number;
  /** owner: the itinerary's own parent; friend: a parent who accepted an invitation to it, who
   *  sees only the activities shared with them. */
  access: 'owner' | 'friend';
  now: Date;
  /** IANA zone the family's dates are read in ('next Tuesday'). */
  timeZone: string;
}

/** One tool as a model sees it: a name, what it does, and a JSON Schema for its arguments. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
}

/** A tool's answer. Text written by providers travels inside `data` as quoted values. */
export type ToolResult = { ok: true; data: unknown } | { ok: false; error: string };

/** The tools bound to one ToolContext: whatever arguments come in, they read only its reach. */
export interface ToolBox {
  readonly specs: readonly ToolSpec[];
  call(name: string, args: unknown): Promise<ToolResult>;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** The tokens one answer cost a language model (every request of it, tool rounds included). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface AssistantInput {
  question: string;
  /** Earlier turns of this conversation, oldest first (bounded by the service). */
  history: ChatTurn[];
  tools: ToolBox;
  now: Date;
  timeZone: string;
  signal: AbortSignal;
  /** Told what each request to a language model cost, as the server reports it. */
  onUsage?: (usage: TokenUsage) => void;
}

/** Answers one question, yielding the answer's text as it is written (streamed to the panel). */
export interface Assistant {
  readonly name: string;
  answer(input: AssistantInput): AsyncIterable<string>;
}
