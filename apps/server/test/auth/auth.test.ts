import type { SliderChallenge } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, login, newPhone, requestCode, sliderTicket } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { findGapX, humanTrack } from "../slider-solver.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>, lang?: string) =>
  t.call<{ token: string; userId: string }>("userAuth/register", body, { lang });

describe("slider challenge", () => {
  it("draws a background with a gap and a piece, and never sends the answer", async () => {
    const res = await t.call<SliderChallenge>("captcha/slider", {});
    expect(res.result).toBe(true);
    expect(res.data).toMatchObject({ width: 320, height: 160, pieceSize: 48 });
    expect(res.data.background).toMatch(/^data:image\/png;base64,/);
    expect(res.data.piece).toMatch(/^data:image\/png;base64,/);
    expect(Object.keys(res.data).sort()).toEqual(
      ["background", "challengeId", "height", "piece", "pieceSize", "pieceY", "width"].sort(),
    );
  });

  it("accepts a human drag to the gap and issues a ticket", async () => {
    expect(await sliderTicket(t)).toMatch(/^[\w-]{40,}$/);
  });

  it("refuses a drag that stops off the gap, and the challenge is void after one try", async () => {
    const c = (await t.call<SliderChallenge>("captcha/slider", {})).data;
    const gap = findGapX(c);
    const wrong = gap > 100 ? gap - 30 : gap + 30;
    const res = await t.call("captcha/verify", {
      challengeId: c.challengeId,
      x: wrong,
      track: humanTrack(wrong),
    });
    expect(res).toMatchObject({ result: false, code: 1005 });
    const retry = await t.call("captcha/verify", {
      challengeId: c.challengeId,
      x: gap,
      track: humanTrack(gap),
    });
    expect(retry).toMatchObject({ result: false, code: 1005 });
  });

  it("refuses the right position reached by a robot's track", async () => {
    const c = (await t.call<SliderChallenge>("captcha/slider", {})).data;
    const gap = findGapX(c);
    // Constant speed, no wobble, few samples: a script, not a hand.
    const line = Array.from({ length: 6 }, (_, i) => ({ x: (gap * i) / 5, y: 0, t: i * 100 }));
    const res = await t.call("captcha/verify", { challengeId: c.challengeId, x: gap, track: line });
    expect(res).toMatchObject({ result: false, code: 1005 });
    const c2 = (await t.call<SliderChallenge>("captcha/slider", {})).data;
    const gap2 = findGapX(c2);
    const noTrack = await t.call("captcha/verify", { challengeId: c2.challengeId, x: gap2, track: [] });
    expect(noTrack).toMatchObject({ result: false, code: 1005 });
  });

  it("refuses an unknown or expired challenge", async () => {
    const res = await t.call("captcha/verify", { challengeId: "nope", x: 1, track: humanTrack(1) });
    expect(res.code).toBe(1005);
    const c = (await t.call<SliderChallenge>("captcha/slider", {})).data;
    t.clock.advance(121);
    const gap = findGapX(c);
    const late = await t.call("captcha/verify", {
      challengeId: c.challengeId,
      x: gap,
      track: humanTrack(gap),
    });
    expect(late.code).toBe(1005);
  });
});

describe("SMS codes", () => {
  it("refuses to send without a slider ticket (1005) and in English too", async () => {
    const res = await t.call(
      "hmSms/sendSecVerifyCode",
      { phone: newPhone(), purpose: "register" },
      { lang: "en-US" },
    );
    expect(res).toMatchObject({ result: false, code: 1005, msg: "Please drag the slider first" });
    const bad = await t.call("hmSms/sendSecVerifyCode", {
      phone: newPhone(),
      purpose: "register",
      captchaTicket: "forged",
    });
    expect(bad.code).toBe(1005);
  });

  it("binds a ticket to one send: it cannot serve a second phone", async () => {
    const ticket = await sliderTicket(t);
    const first = await t.call("hmSms/sendSecVerifyCode", {
      phone: newPhone(),
      purpose: "register",
      captchaTicket: ticket,
    });
    expect(first.result).toBe(true);
    const second = await t.call("hmSms/sendSecVerifyCode", {
      phone: newPhone(),
      purpose: "register",
      captchaTicket: ticket,
    });
    expect(second.code).toBe(1005);
  });

  it("writes the code to the log provider's outbox in the caller's language", async () => {
    const phone = newPhone();
    const ticket = await sliderTicket(t);
    await t.call(
      "hmSms/sendSecVerifyCode",
      { phone, purpose: "register", captchaTicket: ticket },
      { lang: "en-US" },
    );
    const { rows } = await t.db.query<{ text: string }>("SELECT text FROM sms_outbox WHERE phone = $1", [
      phone,
    ]);
    expect(rows[0]!.text).toMatch(/^\[Stoneworks\] Your verification code is \d{6}/);
  });

  it("allows one send per 60 s per phone, then 5 per hour", async () => {
    const phone = newPhone();
    await requestCode(t, phone, "register");
    const again = await t.call<{ retryAfter: number }>("hmSms/sendSecVerifyCode", {
      phone,
      purpose: "register",
      captchaTicket: await sliderTicket(t),
    });
    expect(again).toMatchObject({ result: false, code: 1004 });
    expect(again.data.retryAfter).toBeGreaterThan(50);
    expect(again.msg).toMatch(/请 \d+ 秒后再试/);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61);
      await requestCode(t, phone, "register");
    }
    t.clock.advance(61);
    const sixth = await t.call("hmSms/sendSecVerifyCode", {
      phone,
      purpose: "register",
      captchaTicket: await sliderTicket(t),
    });
    expect(sixth.code).toBe(1004);
    t.clock.advance(3600);
    await requestCode(t, phone, "register");
  });

  it("allows 20 sends per hour per IP", async () => {
    const ip = "10.9.8.7";
    for (let i = 0; i < 20; i++) await requestCode(t, newPhone(), "register", ip);
    const res = await t.call(
      "hmSms/sendSecVerifyCode",
      { phone: newPhone(), purpose: "register", captchaTicket: await sliderTicket(t) },
      { ip },
    );
    expect(res.code).toBe(1004);
    const otherIp = await t.call(
      "hmSms/sendSecVerifyCode",
      { phone: newPhone(), purpose: "register", captchaTicket: await sliderTicket(t) },
      { ip: "10.9.8.8" },
    );
    expect(otherIp.result).toBe(true);
  });

  it("does not reveal whether a phone is registered: login codes to unknown phones are not delivered", async () => {
    const phone = newPhone();
    const res = await t.call("hmSms/sendSecVerifyCode", {
      phone,
      purpose: "login",
      captchaTicket: await sliderTicket(t),
    });
    expect(res).toMatchObject({ result: true, data: { resendAfter: 60 } });
    expect(await t.smsCode(phone)).toBeUndefined();
  });
});

describe("register", () => {
  it("validates every field (spec §5)", async () => {
    const ok = {
      phone: newPhone(),
      code: "123456",
      password: "abc123",
      confirmPassword: "abc123",
      agree: true,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...ok, phone: "" }, "phone", "请输入手机号"],
      [{ ...ok, phone: "12800000000" }, "phone", "请输入正确的手机号"],
      [{ ...ok, phone: "1380000000" }, "phone", "请输入正确的手机号"],
      [{ ...ok, password: "abc12", confirmPassword: "abc12" }, "password", "密码长度为 6-20 位"],
      [
        { ...ok, password: "a".repeat(21), confirmPassword: "a".repeat(21) },
        "password",
        "密码长度为 6-20 位",
      ],
      [{ ...ok, confirmPassword: "abc124" }, "confirmPassword", "两次输入密码不一致!"],
      [{ ...ok, agree: false }, "agree", "请阅读并同意用户协议和隐私政策"],
      [{ ...ok, code: "12a456" }, "code", "请输入正确的验证码"],
    ];
    for (const [body, field, message] of cases) {
      const res = await register(body);
      expect(res.code, JSON.stringify(body)).toBe(1001);
      expect(res.data).toEqual({ errors: expect.arrayContaining([{ field, message }]) });
    }
    const en = await register({ ...ok, confirmPassword: "x" }, "en-US");
    expect(en.msg).toBe("The two passwords are inconsistent!");
  });

  it("registers with a real code, lands without an enterprise, and refuses the phone twice", async () => {
    const phone = newPhone();
    const code = await requestCode(t, phone, "register");
    const res = await register({ phone, code, password: "abc123", confirmPassword: "abc123", agree: true });
    expect(res).toMatchObject({ result: true, code: 1 });
    const info = await t.call("user/getInfo", {}, { token: res.data.token });
    expect(info.data).toMatchObject({ orgInfo: null, menu: [], userInfo: { account: phone } });
    const identity = await t.call("identity/atPresentIdentity", {}, { token: res.data.token });
    expect(identity).toMatchObject({ result: false, code: 102017 });
    t.clock.advance(61);
    const again = await t.call("hmSms/sendSecVerifyCode", {
      phone,
      purpose: "register",
      captchaTicket: await sliderTicket(t),
    });
    expect(again.code).toBe(1010);
  });

  it("refuses a wrong code", async () => {
    const phone = newPhone();
    await requestCode(t, phone, "register");
    const res = await register({
      phone,
      code: "000000",
      password: "abc123",
      confirmPassword: "abc123",
      agree: true,
    });
    expect(res.code).toBe(1006);
  });
});

describe("codes are single use, expire, and die after 5 wrong tries", () => {
  it("voids the code after 5 wrong tries", async () => {
    const user = await createUser(t);
    const code = await requestCode(t, user.phone, "login");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await t.call("userAuth/codeLogin", { phone: user.phone, code: wrong });
      expect(res.code).toBe(1006);
    }
    const right = await t.call("userAuth/codeLogin", { phone: user.phone, code });
    expect(right).toMatchObject({ result: false, code: 1006, msg: "请输入正确的验证码" });
  });

  it("logs in with a code once; the same code again fails", async () => {
    const user = await createUser(t);
    const code = await requestCode(t, user.phone, "login");
    const res = await t.call<{ token: string }>("userAuth/codeLogin", { phone: user.phone, code });
    expect(res).toMatchObject({ result: true, data: { userId: user.userId } });
    const again = await t.call("userAuth/codeLogin", { phone: user.phone, code });
    expect(again.code).toBe(1006);
  });

  it("expires a code after 5 minutes", async () => {
    const user = await createUser(t);
    const code = await requestCode(t, user.phone, "login");
    t.clock.advance(301);
    expect((await t.call("userAuth/codeLogin", { phone: user.phone, code })).code).toBe(1006);
  });

  it("does not accept a code sent for another purpose", async () => {
    const user = await createUser(t);
    const code = await requestCode(t, user.phone, "resetPassword");
    expect((await t.call("userAuth/codeLogin", { phone: user.phone, code })).code).toBe(1006);
  });
});

describe("password login and lockout", () => {
  it("logs in and answers the same 1007 for a wrong password and an unknown phone", async () => {
    const user = await createUser(t);
    expect(await login(t, user)).toMatch(/^[\w-]{43}$/);
    const wrong = await t.call("userAuth/login", { phone: user.phone, password: "nope-nope" });
    const unknown = await t.call("userAuth/login", { phone: newPhone(), password: "nope-nope" });
    expect(wrong).toMatchObject({ result: false, code: 1007, msg: "账号或密码错误" });
    expect(unknown).toMatchObject({ result: false, code: 1007, msg: wrong.msg });
    const en = await t.call(
      "userAuth/login",
      { phone: user.phone, password: "nope-nope" },
      { lang: "en-US" },
    );
    expect(en.msg).toBe("Incorrect account or password");
  });

  it("locks the account for 10 minutes after 10 wrong passwords", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i++) {
      expect((await t.call("userAuth/login", { phone: user.phone, password: "wrong-pass" })).code).toBe(1007);
    }
    const tenth = await t.call<{ retryAfter: number }>("userAuth/login", {
      phone: user.phone,
      password: "wrong-pass",
    });
    expect(tenth).toMatchObject({ code: 1011, data: { retryAfter: 600 } });
    const right = await t.call("userAuth/login", { phone: user.phone, password: user.password });
    expect(right.code).toBe(1011);
    expect(right.msg).toContain("10 分钟");
    t.clock.advance(601);
    expect(await login(t, user)).toBeTruthy();
  });

  it("resets the count on success", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i++) await t.call("userAuth/login", { phone: user.phone, password: "wrong-pass" });
    await login(t, user);
    for (let i = 0; i < 9; i++) {
      expect((await t.call("userAuth/login", { phone: user.phone, password: "wrong-pass" })).code).toBe(1007);
    }
  });

  it("limits failed logins per IP", async () => {
    const ip = "10.1.2.3";
    for (let i = 0; i < 50; i++)
      await t.call("userAuth/login", { phone: newPhone(), password: "x-wrong" }, { ip });
    const res = await t.call("userAuth/login", { phone: newPhone(), password: "x-wrong" }, { ip });
    expect(res.code).toBe(1004);
  });

  /**
   * The test clock runs on with real time between calls, so a wait is known within the calls' own
   * duration: the server's `now` lies between `before` and `after` of its call, and the moment a
   * limit frees (`free`) between `freeFrom` and `freeTo`.
   */
  const secondsLeft = (free: { from: number; to: number }, call: { before: number; after: number }) => ({
    min: Math.floor((free.from - call.after) / 1000),
    max: Math.ceil((free.to - call.before) / 1000),
  });
  const timed = async <T>(fn: () => Promise<T>) => {
    const before = t.clock.now().getTime();
    const value = await fn();
    return { value, before, after: t.clock.now().getTime() };
  };

  it("says the real seconds left of the per-IP limit, not always the whole window (issue 25)", async () => {
    const ip = "10.1.2.4";
    const fail = () =>
      t.call<{ retryAfter: number }>(
        "userAuth/login",
        { phone: newPhone(), password: "x-wrong" },
        { ip, lang: "en-US" },
      );
    // 25 failures, 200 s later 25 more: the 50th newest is the first one, so the address is free
    // again when that one leaves the 600 s window, about 400 s after the 50th.
    const first = await timed(fail);
    expect(first.value.code).toBe(1007);
    const free = { from: first.before + 600_000, to: first.after + 600_000 };
    for (let i = 1; i < 25; i++) expect((await fail()).code).toBe(1007);
    t.clock.advance(200);
    for (let i = 0; i < 25; i++) expect((await fail()).code).toBe(1007);
    const refused = await timed(fail);
    expect(refused.value).toMatchObject({ code: 1004, msg: expect.stringMatching(/try again in \d+ s$/) });
    const left = secondsLeft(free, refused);
    expect(left.max).toBeLessThanOrEqual(400);
    expect(refused.value.data.retryAfter).toBeGreaterThanOrEqual(left.min);
    expect(refused.value.data.retryAfter).toBeLessThanOrEqual(left.max);
    expect(refused.value.msg).toBe(
      `Too many attempts, please try again in ${refused.value.data.retryAfter} s`,
    );

    t.clock.advance(150);
    const later = await timed(fail);
    expect(later.value.code).toBe(1004);
    const leftLater = secondsLeft(free, later);
    expect(later.value.data.retryAfter).toBeGreaterThanOrEqual(leftLater.min);
    expect(later.value.data.retryAfter).toBeLessThanOrEqual(leftLater.max);
    expect(leftLater.max).toBeLessThanOrEqual(250);
    // As many seconds as it said later, the address may try again.
    t.clock.advance(later.value.data.retryAfter);
    expect((await fail()).code).toBe(1007);
  });

  it("says the real seconds left of an account lock", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i++) await t.call("userAuth/login", { phone: user.phone, password: "wrong-pass" });
    const tenth = await timed(() => t.call("userAuth/login", { phone: user.phone, password: "wrong-pass" }));
    expect(tenth.value.code).toBe(1011);
    t.clock.advance(250);
    const res = await timed(() =>
      t.call<{ retryAfter: number }>("userAuth/login", { phone: user.phone, password: user.password }),
    );
    expect(res.value.code).toBe(1011);
    const left = secondsLeft({ from: tenth.before + 600_000, to: tenth.after + 600_000 }, res);
    expect(left.max).toBeLessThanOrEqual(350);
    expect(res.value.data.retryAfter).toBeGreaterThanOrEqual(left.min);
    expect(res.value.data.retryAfter).toBeLessThanOrEqual(left.max);
  });
});

describe("forgot password", () => {
  it("resets with a code, ends every session, and the new password works", async () => {
    const user = await createUser(t);
    const oldToken = await login(t, user);
    const code = await requestCode(t, user.phone, "resetPassword");
    const bad = await t.call("userAuth/resetPassword", {
      phone: user.phone,
      code,
      password: "newpass1",
      confirmPassword: "newpass2",
    });
    expect(bad.code).toBe(1001);
    const res = await t.call("userAuth/resetPassword", {
      phone: user.phone,
      code,
      password: "newpass1",
      confirmPassword: "newpass1",
    });
    expect(res).toMatchObject({ result: true, code: 1 });
    expect((await t.call("user/getInfo", {}, { token: oldToken })).code).toBe(16);
    expect((await t.call("userAuth/login", { phone: user.phone, password: user.password })).code).toBe(1007);
    expect(await login(t, { ...user, password: "newpass1" })).toBeTruthy();
  });
});
