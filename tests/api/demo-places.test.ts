/** The demo stores stand in their cities, not at latitude/longitude 0,0 (the Gulf of Guinea). */
import { describe, expect, it } from 'vitest';
import { countryOf } from '../../resources/countries';
import { DEMO_DEALERS, DEMO_STORE_PLACES } from '../../server/db/seed/demo-data';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin']);

describe('demo store places', () => {
  it("gives every demo store a place in its dealer's country", () => {
    for (const dealer of DEMO_DEALERS) {
      const centre = countryOf(dealer.country)!;
      for (const name of dealer.brands.flatMap((brand) => brand.stores)) {
        const place = DEMO_STORE_PLACES[name];
        expect(place, name).toBeDefined();
        expect(Math.abs(place.lat - centre.lat) + Math.abs(place.lng - centre.lng), name).toBeLessThan(8);
      }
    }
  });

  it('seeds each store at its place, with its city in the address', async () => {
    const { rows } = await ctx.w.sql('select name, lat, lng, address from stores order by id');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const place = DEMO_STORE_PLACES[row.name];
      expect([row.lat, row.lng], row.name).toEqual([place.lat, place.lng]);
      expect(row.address).toContain(place.city);
    }
  });
});
