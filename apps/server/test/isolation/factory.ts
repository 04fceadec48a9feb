import type { TestApp } from "../helper.ts";
import type { IsolationModule } from "../isolation.ts";

/** The factory area (master data) in the two-enterprise isolation harness (see ../isolation.ts). */
export const factoryIsolation: IsolationModule = {
  async fill(t: TestApp, ids) {
    const call = async <T>(path: string, body: unknown) =>
      (await t.call<T>(path, body, { token: ids.token })).data;
    const name = `隔离${ids.orgId.slice(0, 4)}`;
    const workshop = await call<{ workshopId: string }>("workshop/create", {
      category: "secondProcessing",
      name: `${name}车间`,
      code: "SEC-77",
    });
    const craft = await call<{ craftId: string }>("craft/create", {
      priority: 1,
      name: `${name}工艺`,
      workshopId: workshop.workshopId,
      unitPrice: "10",
    });
    await call("processFlow/save", {
      projectType: "engineering",
      version: 0,
      steps: [{ craftId: craft.craftId, unitPrice: "11" }],
    });
    await call("rack/add", { quantity: 2 });
    const racks = await call<{ list: { rackId: string }[] }>("rack/list", {});
    const device = await call<{ deviceId: string }>("device/create", { code: "DEV-1", series: "C500" });
    const warehouse = await call<{ warehouseId: string }>("warehouse/create", {
      name: `${name}仓`,
      code: "WH-1",
    });
    return {
      workshopId: workshop.workshopId,
      craftId: craft.craftId,
      rackId: racks.list[0]!.rackId,
      deviceId: device.deviceId,
      warehouseId: warehouse.warehouseId,
    };
  },
  idRoutes: {
    "/api/workshop/update": (b) => ({
      workshopId: b.workshopId,
      category: "packing",
      name: "x",
      code: "X-1",
      version: 1,
    }),
    "/api/workshop/delete": (b) => ({ workshopId: b.workshopId }),
    "/api/craft/update": (b) => ({
      craftId: b.craftId,
      priority: 1,
      name: "x",
      workshopId: b.workshopId,
      unitPrice: "1",
      version: 1,
    }),
    "/api/craft/delete": (b) => ({ craftId: b.craftId }),
    "/api/rack/update": (b) => ({
      rackId: b.rackId,
      safetyValue: "1",
      maxValue: "2",
      classNo: "",
      location: "",
      version: 1,
    }),
    "/api/rack/delete": (b) => ({ rackIds: [b.rackId] }),
    "/api/rack/labels": (b) => ({ rackIds: [b.rackId] }),
    "/api/device/update": (b) => ({
      deviceId: b.deviceId,
      code: "X",
      series: "S600",
      maxLength: 1,
      maxWidth: 1,
      maxThickness: 1,
      version: 1,
    }),
    "/api/device/delete": (b) => ({ deviceId: b.deviceId }),
    "/api/device/link": (b) => ({ deviceId: b.deviceId }),
    "/api/device/unlink": (b) => ({ deviceId: b.deviceId }),
    "/api/warehouse/update": (b) => ({ warehouseId: b.warehouseId, name: "x", code: "X", version: 1 }),
    "/api/warehouse/delete": (b) => ({ warehouseId: b.warehouseId }),
  },
  referenceRoutes: {
    "/api/craft/create (foreign workshop)": (_a, b) => ({
      priority: 1,
      name: "x",
      workshopId: b.workshopId,
      unitPrice: "1",
    }),
    "/api/processFlow/save (foreign craft)": (_a, b) => ({
      projectType: "fineWork",
      version: 0,
      steps: [{ craftId: b.craftId, unitPrice: "1" }],
    }),
  },
  listRoutes: {
    "/api/workshop/list": { pageSize: 200 },
    "/api/workshop/options": {},
    "/api/craft/list": { pageSize: 200 },
    "/api/craft/options": {},
    "/api/processFlow/get": { projectType: "engineering" },
    "/api/rack/list": { pageSize: 200 },
    "/api/device/list": { pageSize: 200 },
    "/api/warehouse/list": { pageSize: 200 },
    "/api/warehouse/options": {},
  },
  exempt: {
    "/api/craft/create": "workshopId is a reference, covered by REFERENCE_ROUTES",
  },
};
