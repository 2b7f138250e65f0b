// Typical addresses of OpenAI-compatible servers, offered as shortcuts under the base URL field.
export type BaseUrlExample = { server: string; url: string; local: boolean };

export const BASE_URL_EXAMPLES: readonly BaseUrlExample[] = [
  { server: 'OpenAI', url: 'https://api.openai.com/v1', local: false },
  { server: 'vLLM / llama.cpp', url: 'http://127.0.0.1:8000/v1', local: true },
  { server: 'LM Studio', url: 'http://127.0.0.1:1234/v1', local: true },
  { server: 'Ollama', url: 'http://127.0.0.1:11434/v1', local: true },
];
