// MIA's conversations, one file per use case under ./use-cases.

export { handOver } from './use-cases/handover.js';
export { listMessages, postMessage } from './use-cases/messages.js';
export { answerQuestion, listQuestions } from './use-cases/specialist-questions.js';
export { view } from './use-cases/shared.js';
