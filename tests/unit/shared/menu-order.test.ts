/**
 * The menu's order from each resource's named place (resources/menu.ts, `after`): one place per
 * resource, no numbers, and a place that names nothing, or a second place, is an error rather than
 * silently ignored (src/admin/registry.ts).
 */
import { describe, expect, it } from 'vitest';
import { menuOrder } from '../../../resources/menu';
import { RESOURCE_MODULES, withDeclared } from '../../../src/admin/registry';
import { terminal } from '../../support/declared-resource';

describe('the menu order from named places', () => {
  it('puts each entry right after the one it names, a new one before the chain that already follows it', () => {
    const places = { c: { after: 'b' }, a: { after: 'dashboard' }, b: { after: 'a' }, d: { after: 'c' } };
    expect(menuOrder(places)).toEqual(['a', 'b', 'c', 'd']);
    expect(menuOrder({ ...places, z: { after: 'a' }, y: { after: 'a' } })).toEqual(['a', 'y', 'z', 'b', 'c', 'd']);
  });

  it('refuses a place after no entry, and a loop', () => {
    expect(() => menuOrder({ a: { after: 'dashboard' }, b: { after: 'stores' } })).toThrow("'b' comes after 'stores'");
    expect(() => menuOrder({ a: { after: 'dashboard' }, b: { after: 'c' }, c: { after: 'b' } })).toThrow(
      'b, c follow each other in a loop',
    );
  });

  it('orders the app’s resources as the menu shows them', () => {
    expect(RESOURCE_MODULES.map((module) => module.name)).toEqual(['distributor', 'company', 'store', 'sms', 'version', 'staff', 'audit']);
  });

  it('places a declared resource where its texts say, and refuses a place given twice', () => {
    const load = async () => terminal;
    const names = withDeclared(RESOURCE_MODULES, 'terminal', terminal.messages, load).map((module) => module.name as string);
    expect(names).toEqual(['distributor', 'company', 'store', 'terminal', 'sms', 'version', 'staff', 'audit']);
    // store's place is in src/store/resource.ts: a messages.ts place beside it would be ignored
    expect(() => withDeclared(RESOURCE_MODULES, 'store', terminal.messages, load)).toThrow('its menu place is there');
  });
});
