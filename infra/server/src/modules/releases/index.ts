/**
 * The releases module (issue 26): remote releases in an artefact store and the registry database, promote, roll
 * back (by hand, or by itself when a live release fails its health check) and previews. Decorates
 * `fastify.artefacts` and `fastify.releases`; the platform module's registry reads `releases.state`.
 */
import fp from 'fastify-plugin';
import { openArtefactStore, type ArtefactStore } from './artefact-store';
import { checkRelease, type HealthFetch } from './health-check';
import { createLiveState, type LiveReleases } from './live-state';
import { releaseRoutes } from './routes';
import { createReleaseService, type ReleaseRow, type ReleaseService } from './service';

export interface Releases {
  service: ReleaseService;
  state: LiveReleases;
  /** After a change: reads the state again on this instance, then tells the others (and the HTML cache). */
  changed(kind?: 'releases' | 'previews'): Promise<void>;
  /** Checks every live release now; rolls back those that fail. Returns what was rolled back. */
  checkHealth(): Promise<{ remote: string; releaseId: string; reason: string }[]>;
  /** Checks one remote's live release in the background (right after a promote). */
  checkSoon(remote: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    artefacts: ArtefactStore;
    releases: Releases;
  }
}

export const HEALTH_OPERATOR = 'health-check';

export default fp(
  async (app) => {
    const artefacts = openArtefactStore(app.config, app.paths.repoRoot);
    const service = createReleaseService(app.database.db);
    const state = createLiveState(service, (error) => app.log.error({ err: error }, 'releases: the live releases could not be read'));
    app.decorate('artefacts', artefacts);

    // Relative URLs are this server's own (release files, /remotes): answered in process, like the renderer does.
    const fetchUrl: HealthFetch = async (url, signal) => {
      if (url.startsWith('/')) {
        const aborted = new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
        const answer = await Promise.race([app.inject({ method: 'GET', url }), aborted]);
        return { status: answer.statusCode, text: answer.body };
      }
      const answer = await fetch(url, { signal });
      return { status: answer.status, text: await answer.text() };
    };

    const changed = async (kind: 'releases' | 'previews' = 'releases') => {
      await state.reload();
      await app.changes.publish({ kind });
    };

    // One check per live release at a time: a caller arriving while one runs (the promote's, the timer's) shares it.
    const inFlight = new Map<string, Promise<{ remote: string; releaseId: string; reason: string } | null>>();
    const checkOne = (remote: string): Promise<{ remote: string; releaseId: string; reason: string } | null> => {
      const live = state.current().live.get(remote);
      if (!live) return Promise.resolve(null);
      const running = inFlight.get(live.id);
      if (running) return running;
      const check = runCheck(live).finally(() => inFlight.delete(live.id));
      inFlight.set(live.id, check);
      return check;
    };
    const runCheck = async (live: ReleaseRow): Promise<{ remote: string; releaseId: string; reason: string } | null> => {
      const { remote } = live;
      const reason = await checkRelease(live, fetchUrl, app.config.RELEASE_HEALTH_TIMEOUT_MS);
      if (!reason) return null;
      const rolled = await service.rollback(remote, HEALTH_OPERATOR, { automatic: { releaseId: live.id, reason } });
      if (!rolled) return null;
      app.log.error(
        { remote, release: live.id, buildId: live.buildId, reason, to: rolled.to?.id ?? 'release zero' },
        `releases: ${remote} rolled back by itself: ${reason}`,
      );
      await changed();
      return { remote, releaseId: live.id, reason };
    };

    const releases: Releases = {
      service,
      state,
      changed,
      async checkHealth() {
        const outcomes = await Promise.all([...state.current().live.keys()].map((remote) => checkOne(remote)));
        return outcomes.flatMap((outcome) => (outcome ? [outcome] : []));
      },
      checkSoon(remote) {
        void checkOne(remote).catch((error: unknown) => app.log.error({ err: error, remote }, 'releases: health check failed to run'));
      },
    };
    app.decorate('releases', releases);

    await state.reload();
    const unsubscribe = app.changes.subscribe((change) => {
      if (change.kind === 'releases' || change.kind === 'previews') void state.reload();
    });
    // Every instance checks; the roll back acts only while the release it checked is still live, so two instances
    // that both see a failure roll back once.
    const timer = setInterval(() => {
      releases.checkHealth().catch((error: unknown) => app.log.error({ err: error }, 'releases: health check failed to run'));
    }, app.config.RELEASE_HEALTH_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      unsubscribe();
    });
    await app.register(releaseRoutes);
  },
  { name: 'releases', dependencies: ['config', 'database', 'change-feed', 'operators'] },
);
