import { openPglite } from "/work/wt/a/apps/server/src/db/db.ts";
import { migrate } from "/work/wt/a/apps/server/src/db/migrate.ts";
import { seedDemo } from "/work/wt/a/apps/server/src/db/seed.ts";
const db = await openPglite();
await migrate(db);
await seedDemo(db, new Date(), { uploadDir: "/tmp/a-seed-up" });
const show = async (sql: string) => console.log(JSON.stringify((await db.query(sql)).rows));
await show("SELECT r.number, t.route, t.stage, t.state, t.closed_at IS NULL AS open, (SELECT count(*)::int FROM rack_trip_boards b WHERE b.trip_id=t.id AND b.unloaded_at IS NULL) n, (SELECT count(*)::int FROM rack_events e WHERE e.trip_id = t.id) ev FROM rack_trips t JOIN racks r ON r.id=t.rack_id ORDER BY r.number");
process.exit(0);
