/** Server messages of the layout module (zh-CN); the web app shows them as the server sends them. Keys must match en-US. */
export const layoutZh = {
  kerfInvalid: "锯缝宽度为 3-5 mm 的整数",
  stagesInvalid: "切割段数只能是 2 或 3",
  rotationInvalid: "请选择是否允许旋转",
  slabsRequired: "请至少选择一块大板",
  timeLimitInvalid: "计算时间为 1-30 秒的整数",
  projectNotOpen: "只有待审核或已审核的项目可以云排版",
  runInProgress: "该项目正在云排版，请等待完成后再试",
  nothingToLayout: "没有需要排版的板材：所有需要桥切的板材都已有排版方案",
  slabUnavailable: "大板 {{slab}} 不可用：不是待领料状态、有异常或已有排版方案",
  runNotDone: "只有已完成且尚未处理的排版结果可以采用",
  runClosed: "该排版结果已处理，不能放弃",
  acceptConflict: "部分大板或板材已被其他排版方案占用（{{items}}），请重新排版",
  errorInfeasible: "优化结果未通过可行性校验，未保存任何方案，请重试或调整设置",
  errorSolver: "优化计算失败，请稍后重试",
  errorInterrupted: "云排版多次因服务重启中断，请重新排版",
} as const;
