import { lazy } from 'react';

/**
 * The browser's late blocks: a chunk of their own, fetched when the page first renders one. A server-rendered block
 * keeps its markup until the chunk arrives and then hydrates (React's Suspense hydration), so nothing moves.
 */
export const LateBlock = lazy(() => import(/* webpackChunkName: "late-blocks" */ './late-blocks').then((module) => ({ default: module.LateBlock })));
