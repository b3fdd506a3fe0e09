import { PGlite } from '@electric-sql/pglite'
let t=Date.now(); const db = await PGlite.create('memory://'); await db.query('select 1'); console.log('mem', Date.now()-t)
t=Date.now(); const d2 = await PGlite.create('/tmp/pgl-probe-'+Date.now()); await d2.query('select 1'); console.log('dir', Date.now()-t)
t=Date.now(); const dump = await d2.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size)
t=Date.now(); const d3 = await PGlite.create({loadDataDir: dump}); await d3.query('select 1'); console.log('load', Date.now()-t)
