/** Server messages of the production area (zh-CN). en-US must have the same keys. */
export const productionZh = {
  entity: { slab: "大板", board: "工程板", plan: "生产计划" },
  action: {
    pick: "领料",
    return: "退料",
    transfer: "转移",
    changeDevice: "更换设备",
    start: "开始切割",
    complete: "标记完成",
    break: "报损",
    edit: "修改",
    issue: "下发",
    cancel: "取消",
    close: "关闭",
  },
  planStatus: { draft: "草稿", issued: "已下发", closed: "已关闭", cancelled: "已取消" },
  boardStatus: { toCut: "待切割", cutting: "切割中", done: "已切割" },
  /** Production plans (docs/api-production.md "Production plans"). */
  plan: {
    noSlabs: "请至少选择一块大板",
    tooManySlabs: "一个生产计划最多 500 块大板",
    duplicateSlab: "同一块大板不能重复加入",
    slabNotFound: "未找到条码为 {{code}} 的大板",
    slabInPlan: "大板 {{code}} 已在生产计划 {{planNo}} 中",
    slabState: "大板 {{code}} 当前为「{{state}}」，不能加入生产计划",
    slabNoPlan: "大板 {{code}} 没有已采纳的切割方案，不能加入生产计划",
    slabException: "大板 {{code}} 有异常（{{reason}}），不能加入生产计划",
    deviceUnfit: "设备 {{device}} 不能加工大板 {{code}}：{{reason}}",
    noDeviceFits: "没有设备能加工大板 {{code}}：{{reason}}",
    noDevice: "还没有设备，请先在机台管理中添加",
    cancelPicked: "生产计划 {{planNo}} 的大板 {{code}} 已领料，计划不能取消",
  },
  /** A transition the table does not allow. */
  refused: "{{entity}} {{code}} 当前为「{{state}}」，不能{{actionName}}",
  /** Cutting and production tasks (start, complete, broken boards, scans). */
  cutting: {
    alreadyDone: "大板 {{code}} 已标记完成，不能重复操作",
    notOnTable: "大板 {{code}} 当前为「{{state}}」，不在切割台上",
    notFound: "未找到条码或板号「{{code}}」",
    boardNotCut: "工程板 {{code}} 当前为「{{state}}」，尚未上台切割，不能报损",
  },
  /** Stone pickup / return / transfer (menu 2700). */
  picking: {
    noSlabs: "请先扫码或选择大板",
    tooManySlabs: "一次最多 200 块大板",
    duplicateSlabs: "大板重复",
    warehouseRequired: "请选择退回的仓库",
    tableRequired: "请选择 A 台或 B 台",
    unknownBarcode: "条码 {{barcode}} 不是本企业的大板",
    scanState: "大板 {{code}} 当前为「{{state}}」，不能领料、退料或转移",
    exception: "大板 {{code}} 异常（{{reason}}），不能{{action}}",
    takenBy: "大板 {{code}} 已被 {{name}} 领到 {{device}} {{side}} 台",
    misfit: "大板 {{code}}：{{reasons}}",
    allUnsuitable: "{{device}} 不能加工所选大板：{{list}}",
    mixedTables: "所选大板不在同一台设备的同一台面上，请按台面分别操作",
    sameTable: "大板 {{code}} 已在 {{device}} {{side}} 台",
  },
};
