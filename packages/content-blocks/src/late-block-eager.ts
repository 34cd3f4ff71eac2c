/** The server's (and the tests') late blocks: imported at once, so the server renders them in full. */
export { LateBlock } from './late-blocks';
