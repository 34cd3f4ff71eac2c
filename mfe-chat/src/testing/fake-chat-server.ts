import { vi } from 'vitest';
import type { ChatAvailability, ChatCurrent } from '@sf/contracts/chat';
import { availability } from './chat-fixtures';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * The chat REST routes as fetch answers: availability, the open conversation (204 when none), start, close and
 * attachment upload. Tests change `state` to change what the server says and read `requests`.
 */
export function fakeChatServer() {
  const state: {
    availability: ChatAvailability;
    current: ChatCurrent | null;
    startAnswer: { status: number; body: unknown } | null;
    uploadAnswer: { status: number; body: unknown } | null;
  } = { availability: availability('agent'), current: null, startAnswer: null, uploadAnswer: null };
  const requests: RecordedRequest[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null);
    requests.push({ method, path: url.pathname, query: url.searchParams, headers, body });
    switch (`${method} ${url.pathname}`) {
      case 'GET /api/chat/availability':
        return json(state.availability);
      case 'GET /api/chat/conversations/current':
        return state.current ? json(state.current) : new Response(null, { status: 204 });
      case 'POST /api/chat/conversations':
        if (state.startAnswer) return json(state.startAnswer.body, state.startAnswer.status);
        return json(state.current, 201);
      case 'POST /api/chat/conversations/current/close':
        return new Response(null, { status: 204 });
      case 'POST /api/chat/conversations/current/attachments':
        return json(state.uploadAnswer?.body, state.uploadAnswer?.status ?? 201);
      default:
        return json({ statusCode: 404, error: 'Not Found', message: `no route ${method} ${url.pathname}` }, 404);
    }
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    state,
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
