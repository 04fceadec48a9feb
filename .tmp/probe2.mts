import { openPglite } from "/work/wt/a/apps/server/src/db/db.ts";
import { migrate } from "/work/wt/a/apps/server/src/db/migrate.ts";
import { seedDemo } from "/work/wt/a/apps/server/src/db/seed.ts";
const db = await openPglite();
await migrate(db);
await seedDemo(db, new Date(), { uploadDir: "/tmp/a-seed-up" });
const show = async (sql: string) => console.log(JSON.stringify((await db.query(sql)).rows));
await show("SELECT pl.batch_no, pb.status, pb.exception, count(*)::int n, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM project_board_crafts c WHERE c.board_id = pb.id))::int crafts, max(pb.length*pb.width) mx FROM project_boards pb JOIN projects p ON p.id = pb.project_id JOIN planes pl ON pl.id=pb.plane_id WHERE p.review_status='reviewed' GROUP BY 1,2,3 ORDER BY 1,2");
process.exit(0);
