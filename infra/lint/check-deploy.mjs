/**
 * Lints what an operator deploys with (issue 28), part of `npm run lint`:
 * - every Kubernetes manifest in infra/k8s against the Kubernetes API schemas (kubernetes-models: the same OpenAPI
 *   schemas kubeconform checks against, shipped in an npm package, so nothing is downloaded), plus our own rules:
 *   probes, requests and limits, non-root, an autoscaler and a disruption budget for the server;
 * - the compose file (services, the files it names) and the Dockerfile (a supported Node LTS, non-root, a health check);
 * - the HAProxy configuration with `haproxy -c` when HAProxy is installed (CI installs it);
 * - the server image is built when a Docker daemon answers and has the base images (nothing is pulled).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const infra = path.join(root, 'infra');
const problems = [];
const problem = (where, message) => problems.push(`${path.relative(root, where)}: ${message}`);

/** Kubernetes requires a supported Node LTS image: 22 and 24 are in support in 2026 (Node 20 left it in April 2026). */
const SUPPORTED_NODE_MAJORS = new Set([22, 24]);

async function modelFor(apiVersion, kind) {
  const group = apiVersion.includes('/') ? apiVersion : apiVersion === 'v1' ? 'v1' : null;
  if (!group) return null;
  try {
    const models = await import(`kubernetes-models/${group}`);
    return models[kind] ?? null;
  } catch {
    return null;
  }
}

async function checkManifests() {
  const dir = path.join(infra, 'k8s');
  const objects = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml'))) {
    const where = path.join(dir, file);
    for (const document of parseAllDocuments(readFileSync(where, 'utf8'))) {
      if (document.errors.length) {
        problem(where, document.errors.map((error) => error.message).join('; '));
        continue;
      }
      const object = document.toJS();
      if (!object) continue;
      if (object.kind === 'Kustomization') {
        for (const resource of object.resources ?? []) if (!existsSync(path.join(dir, resource))) problem(where, `resource ${resource} does not exist`);
        continue;
      }
      const Model = await modelFor(object.apiVersion, object.kind);
      if (!Model) {
        problem(where, `unknown kind ${object.apiVersion} ${object.kind}`);
        continue;
      }
      try {
        new Model(object).validate();
      } catch (error) {
        problem(where, `${object.kind} ${object.metadata?.name}: ${error.message}`);
      }
      objects.push({ where, object });
    }
  }
  const deployments = objects.filter(({ object }) => object.kind === 'Deployment');
  if (!deployments.length) problem(dir, 'no Deployment');
  for (const { where, object } of deployments) {
    const pod = object.spec.template.spec;
    if (pod.securityContext?.runAsNonRoot !== true) problem(where, `${object.metadata.name}: the pod must set runAsNonRoot`);
    for (const container of pod.containers) {
      const name = `${object.metadata.name}/${container.name}`;
      for (const probe of ['readinessProbe', 'livenessProbe']) if (!container[probe]) problem(where, `${name}: no ${probe}`);
      for (const side of ['requests', 'limits']) {
        for (const resource of ['cpu', 'memory']) if (!container.resources?.[side]?.[resource]) problem(where, `${name}: no ${side}.${resource}`);
      }
    }
    const targets = (kind) =>
      objects.some(
        ({ object: other }) => other.kind === kind && (other.spec.scaleTargetRef?.name === object.metadata.name || matches(other.spec.selector, object)),
      );
    if (!targets('HorizontalPodAutoscaler')) problem(where, `${object.metadata.name}: no HorizontalPodAutoscaler scales it`);
    if (!targets('PodDisruptionBudget')) problem(where, `${object.metadata.name}: no PodDisruptionBudget covers it`);
  }
}

const matches = (selector, deployment) =>
  !!selector?.matchLabels && Object.entries(selector.matchLabels).every(([key, value]) => deployment.spec.template.metadata.labels?.[key] === value);

function checkCompose() {
  const where = path.join(infra, 'compose.yaml');
  const compose = parse(readFileSync(where, 'utf8'));
  const services = compose.services ?? {};
  for (const name of ['server', 'balancer', 'postgres', 'redis', 'minio']) if (!services[name]) problem(where, `no ${name} service`);
  const dockerfile = services.server?.build && path.resolve(infra, services.server.build.context, services.server.build.dockerfile);
  if (!dockerfile || !existsSync(dockerfile)) problem(where, `the server's Dockerfile ${dockerfile} does not exist`);
  if ((services.server?.deploy?.replicas ?? 1) < 3) problem(where, 'the server runs fewer than three replicas');
  for (const volume of services.balancer?.volumes ?? []) {
    const source = path.resolve(infra, String(volume).split(':')[0]);
    if (!existsSync(source)) problem(where, `balancer volume ${source} does not exist`);
  }
  return dockerfile;
}

function checkDockerfile(file) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^FROM\s+node:(\d+)/gim)) {
    if (!SUPPORTED_NODE_MAJORS.has(Number(match[1]))) problem(file, `node:${match[1]} is not a supported Node LTS`);
  }
  const stages = text.split(/^FROM\s/m);
  const last = stages.at(-1) ?? '';
  if (!/^USER\s+(?!root\b)\S+/m.test(last)) problem(file, 'the final stage must switch to a non-root USER');
  if (!/^HEALTHCHECK\s/m.test(last)) problem(file, 'the final stage has no HEALTHCHECK');
}

function checkHaproxy() {
  const config = path.join(infra, 'haproxy/haproxy.cfg');
  const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((candidate) => existsSync(candidate));
  if (!haproxy) return 'haproxy not installed: config not checked';
  const result = spawnSync(haproxy, ['-c', '-f', config], { encoding: 'utf8' });
  if (result.status !== 0) problem(config, `${result.stdout}${result.stderr}`.trim());
  return 'haproxy -c: valid';
}

function buildImage(dockerfile) {
  if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status !== 0) return 'no Docker daemon: image not built';
  // A build may only use what is here: no install step downloads anything but npm and Debian packages.
  const bases = [...readFileSync(dockerfile, 'utf8').matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]).filter((base) => base.includes(':'));
  const missing = bases.filter((base) => spawnSync('docker', ['image', 'inspect', base], { stdio: 'ignore' }).status !== 0);
  if (missing.length) return `base image ${missing.join(', ')} not present locally: image not built`;
  execFileSync('docker', ['build', '-f', dockerfile, '-t', 'storefront-server:ci', root], { stdio: 'inherit' });
  return 'image storefront-server:ci built';
}

await checkManifests();
const dockerfile = checkCompose();
if (dockerfile && existsSync(dockerfile)) checkDockerfile(dockerfile);
const haproxy = checkHaproxy();
if (problems.length) {
  console.error(`Deployment files: ${problems.length} problem(s)\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
const image = buildImage(dockerfile);
console.log(`Deployment files OK: Kubernetes manifests valid against the API schemas, compose and Dockerfile checked; ${haproxy}; ${image}`);
