import { describe, expect, it } from 'vitest';
import type { FlagRule } from '@sf/contracts';
import { resolveFlag, resolveStored, rolloutBucket, targetsOf, type StoredFlag } from './evaluate';
import { parsePassthrough, requestPassthrough } from './passthrough';
import { CANADA_NO_LIVE_CHAT } from './seed';
import { flagContext } from './service';

const stored = (overrides: Partial<StoredFlag> = {}): StoredFlag => ({
  key: 'helpPages',
  description: '',
  defaultValue: true,
  rolloutPercentage: null,
  rules: [],
  version: 1,
  updatedAt: new Date(),
  updatedBy: null,
  ...overrides,
});
const guest = targetsOf(flagContext({ brand: 'kerbside', locale: 'de-de' }, { target: 'test', deployContext: 'deploy-preview' }, null));
const member = targetsOf(flagContext({ brand: 'northbound', locale: 'uk-en' }, 'test', { email: 'Mia@Example.com', role: 'shopper', isLoyaltyMember: true }));
const employee = targetsOf(
  flagContext({ brand: 'northbound', locale: 'uk-en' }, 'test', { email: 'staff@example.com', role: 'employee', isLoyaltyMember: false }),
);
/** Differs from the visitors above on every attribute. */
const other = targetsOf(
  flagContext({ brand: 'northbound', locale: 'fr-fr' }, 'production', { email: 'x@example.com', role: 'shopper', isLoyaltyMember: false }),
);
const rule = (conditions: FlagRule['conditions'], value = false, percentage: number | null = null): FlagRule => ({
  description: '',
  conditions,
  value,
  percentage,
});

describe('flag evaluation', () => {
  it('matches rules on every field of the spec §3 context', () => {
    const cases: Array<[FlagRule['conditions'][number]['attribute'], string, typeof guest]> = [
      ['brand.name', 'Kerbside', guest],
      ['brand.locale', 'de-de', guest],
      ['brand.key', 'kerbside_de-de', guest],
      ['env.target', 'test', guest],
      ['env.deployContext', 'deploy-preview', guest],
      ['user.key', 'anonymous', guest],
      ['user.brand', 'kerbside', guest],
      ['user.locale', 'de-de', guest],
      ['user.target', 'test', guest],
      ['consumer.key', member['consumer.key'] ?? '', member],
      ['consumer.consumerType', 'employee', employee],
      ['consumer.isLoyaltyMember', 'true', member],
      ['employee', 'true', employee],
    ];
    for (const [attribute, value, targets] of cases) {
      const flag = stored({ rules: [rule([{ attribute, operator: 'in', values: [value] }])] });
      expect(resolveStored(flag, targets), attribute).toMatchObject({ value: false, reason: 'TARGETING_MATCH', rule: 0 });
      expect(resolveStored(flag, other).value, `${attribute} of another visitor`).toBe(true);
    }
  });

  it('treats a missing consumer as not listed: notIn matches a guest, in does not', () => {
    const notMember = stored({ rules: [rule([{ attribute: 'consumer.isLoyaltyMember', operator: 'notIn', values: ['true'] }])] });
    expect(resolveStored(notMember, guest).value).toBe(false);
    expect(resolveStored(notMember, member).value).toBe(true);
  });

  it('needs every condition of a rule and takes the first matching rule', () => {
    const flag = stored({
      rules: [
        rule([
          { attribute: 'user.brand', operator: 'in', values: ['northbound'] },
          { attribute: 'employee', operator: 'in', values: ['true'] },
        ]),
        rule([{ attribute: 'user.brand', operator: 'in', values: ['northbound'] }], true),
      ],
      defaultValue: false,
    });
    expect(resolveStored(flag, employee)).toMatchObject({ value: false, rule: 0 });
    expect(resolveStored(flag, member)).toMatchObject({ value: true, rule: 1 });
    expect(resolveStored(flag, guest)).toMatchObject({ value: false, reason: 'DEFAULT' });
  });

  it('rolls out by a stable hash of the consumer or user key and the flag key', () => {
    expect(rolloutBucket('helpPages', member)).toBe(rolloutBucket('helpPages', { ...member }));
    const subjects = Array.from({ length: 2000 }, (_, index) => ({ ...guest, targetingKey: `visitor-${index}` }));
    const on = subjects.filter((targets) => resolveStored(stored({ rolloutPercentage: 25 }), targets).value).length;
    expect(on / subjects.length).toBeGreaterThan(0.22);
    expect(on / subjects.length).toBeLessThan(0.28);
    // Another flag at the same share picks other visitors.
    const both = subjects.filter((targets) => rolloutBucket('helpPages', targets) < 25 && rolloutBucket('liveChat', targets) < 25).length;
    expect(both / subjects.length).toBeLessThan(0.1);
    // Raising the share keeps everyone who had it.
    const at25 = subjects.filter((targets) => rolloutBucket('helpPages', targets) < 25);
    expect(at25.every((targets) => resolveStored(stored({ rolloutPercentage: 60 }), targets).value)).toBe(true);
    expect(resolveStored(stored({ rolloutPercentage: 0 }), member).value).toBe(false);
    expect(resolveStored(stored({ rolloutPercentage: 100, defaultValue: false }), member).value).toBe(true);
  });

  it('a rule with a percentage serves its value to that share of the matching visitors; the others fall through', () => {
    const flag = stored({ rules: [rule([{ attribute: 'user.brand', operator: 'in', values: ['kerbside'] }], false, 50)] });
    const subjects = Array.from({ length: 400 }, (_, index) => ({ ...guest, targetingKey: `v${index}` }));
    const off = subjects.filter((targets) => !resolveStored(flag, targets).value).length;
    expect(off).toBeGreaterThan(150);
    expect(off).toBeLessThan(250);
  });

  it('env overrides win over stored rules, passthrough over both; Canada never gets live chat from the env', () => {
    const flag = stored({ key: 'liveChat', rules: [CANADA_NO_LIVE_CHAT] });
    const canada = targetsOf(flagContext({ brand: 'northbound', locale: 'ca-fr' }, 'test', null));
    const input = { flag, fallback: true, envOverrides: {}, passthrough: {} };
    expect(resolveFlag('liveChat', { ...input, targets: canada }).value).toBe(false);
    expect(resolveFlag('liveChat', { ...input, targets: guest }).value).toBe(true);
    expect(resolveFlag('liveChat', { ...input, targets: guest, envOverrides: { liveChat: false } })).toEqual({ value: false, reason: 'ENV_OVERRIDE' });
    expect(resolveFlag('liveChat', { ...input, targets: canada, envOverrides: { liveChat: true } }).value).toBe(false);
    expect(resolveFlag('liveChat', { ...input, targets: guest, envOverrides: { liveChat: false }, passthrough: { liveChat: true } })).toEqual({
      value: true,
      reason: 'PASSTHROUGH',
    });
  });

  it('parses the passthrough value and names the field of a bad one; production ignores it unread', () => {
    expect(parsePassthrough('liveChat:false, helpPages=on', 'ld-passthrough')).toEqual({ liveChat: false, helpPages: true });
    expect(() => parsePassthrough('nope:true', 'ld-passthrough')).toThrow(/ld-passthrough: unknown flag "nope"/);
    expect(() => parsePassthrough('liveChat:maybe', 'ldPassthrough')).toThrow(/ldPassthrough: liveChat must be true or false/);
    expect(requestPassthrough('production', 'nope:true', 'ld-passthrough')).toEqual({ overrides: {} });
    expect(requestPassthrough('development', 'liveChat:0', 'ld-passthrough').overrides).toEqual({ liveChat: false });
  });
});
