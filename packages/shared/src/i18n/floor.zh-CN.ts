/** Server messages of the floor area (zh-CN): racks, crafts done, packing, tracking. en-US must have the same keys. */
export const floorZh = {
  entity: { rack: "铁架", box: "包装箱", board: "工程板" },
  rackState: {
    idle: "空闲",
    loaded: "已装架",
    inTransit: "流转中",
    received: "已接收",
    toReturn: "待归还",
  },
  rackAction: {
    generate: "生成",
    load: "装架",
    circulate: "流转",
    receive: "接收",
    cancel: "取消",
    pack: "打包",
    dismantle: "拆架",
    return: "归还",
  },
  stage: { cutting: "切割", reinforcement: "加固", secondProcessing: "二次加工", packing: "包装" },
  boxState: { toPack: "待包装", packing: "包装中", done: "已封箱" },
  boxAction: { add: "装箱", remove: "取出", seal: "封箱", reopen: "重新打开" },
  box: {
    refused: "包装箱 {{code}} 当前为「{{state}}」，不能{{actionName}}",
    unknownCode: "未找到包装箱 {{code}}",
    unknownBoard: "未找到工程板 {{code}}",
    otherProject: "工程板 {{code}} 属于项目 {{boardProject}}，此箱属于项目 {{boxProject}}",
    boardInBox: "工程板 {{code}} 已在箱 {{box}} 中",
    notCut: "工程板 {{code}} 尚未切割完成",
    broken: "工程板 {{code}} 已标记破损",
    craftsPending: "工程板 {{code}} 的工艺「{{craft}}」尚未完成",
    rackNotAtPacking:
      "工程板 {{code}} 在铁架 {{rack}} 上，该架当前在「{{stage}}」{{state}}，未在包装工序接收",
    empty: "包装箱 {{code}} 中没有工程板，不能封箱",
    notInBox: "工程板 {{code}} 不在箱 {{box}} 中",
  },
};
