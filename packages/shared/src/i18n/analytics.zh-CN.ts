/** Server messages of the analytics area (zh-CN): staff performance, dashboards, exports. en-US must have the same keys. */
export const analyticsZh = {
  /** Staff performance and my data (docs/api-analytics.md "Staff performance and my data"). */
  performance: {
    periodOrder: "结束日期不能早于开始日期",
    periodTooLong: "统计区间不能超过 366 天",
    fileName: "员工绩效_{{from}}_{{to}}.xlsx",
    totals: "合计",
  },
  /** Sheet and column names of the staff performance export. */
  export: {
    sheet: "员工绩效",
    period: "统计区间：{{from}} 至 {{to}}",
    name: "姓名",
    staffNo: "工号",
    department: "部门",
    role: "角色",
    cutMetres: "切割米数 (m)",
    cutArea: "切割面积 (m²)",
    slabs: "切割大板数",
    slabsConsumed: "消耗大板 (块)",
    cutRecords: "切割记录数",
    craftsDone: "完成工艺数",
    piecePay: "计件工资 (元)",
    boardsPacked: "装箱工程板数",
  },
  /** Dashboards (menu 2000): the date range. */
  dashboard: {
    rangeOrder: "结束日期不能早于开始日期",
    rangeTooLong: "日期范围最长366天",
  },
};
