import { openPglite } from "/work/wt/a/apps/server/src/db/db.ts";
import { migrate } from "/work/wt/a/apps/server/src/db/migrate.ts";
import { seedDemo } from "/work/wt/a/apps/server/src/db/seed.ts";
const db = await openPglite();
await migrate(db);
await seedDemo(db, new Date(), { uploadDir: "/tmp/a-seed-up" });
const show = async (sql: string) => console.log(JSON.stringify((await db.query(sql)).rows));
await show("SELECT p.project_no, pb.status, pb.box_id IS NULL nobox, pb.packing_status, count(*)::int FROM project_boards pb JOIN projects p ON p.id=pb.project_id GROUP BY 1,2,3,4 ORDER BY 1");
process.exit(0);
