/**
 * The Stoneworks API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run client:generate` at the repository root after changing a contract.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha/slider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New slider challenge
         * @description Public. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                challengeId: string;
                                background: string;
                                piece: string;
                                width: number;
                                height: number;
                                pieceSize: number;
                                pieceY: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a slider drag; issues a single-use ticket
         * @description Public. Refuses with code 1005. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challengeId: string;
                        x: number;
                        track: {
                            x: number;
                            y: number;
                            t: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                captchaTicket: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hmSms/sendSecVerifyCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an SMS verification code (needs a slider ticket)
         * @description Public. Refuses with code 1010, 1005. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        /** @enum {string} */
                        purpose: "login" | "register" | "resetPassword";
                        captchaTicket?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                resendAfter: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userAuth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register by phone
         * @description Public. Refuses with code 1010, 1006. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        code: string;
                        password: string;
                        confirmPassword: string;
                        /** @enum {boolean} */
                        agree: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                token: string;
                                userId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userAuth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a password
         * @description Public. Refuses with code 1011, 1007. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        password: string;
                        /** @default false */
                        remember?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                token: string;
                                userId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userAuth/codeLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with an SMS code
         * @description Public. Refuses with code 1006. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        code: string;
                        /** @default false */
                        remember?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                token: string;
                                userId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userAuth/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a forgotten password with an SMS code
         * @description Public. Refuses with code 1006. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        code: string;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user, the current enterprise, role and menu ids
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                userId: string;
                                userInfo: {
                                    nickname: string;
                                    avatar: string | null;
                                    account: string;
                                    gender: number;
                                    orgName: string | null;
                                };
                                orgInfo: {
                                    orgId: string;
                                    name: string;
                                    logo: string | null;
                                    mesEnabled: boolean;
                                } | null;
                                roles: string[];
                                roleName: string | null;
                                menu: number[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change password (other sessions end)
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        oldPassword: string;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                token: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End this session
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/updateProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Nickname, avatar, gender
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nickname: string;
                        /** Format: uuid */
                        avatar: string | null;
                        gender: 0 | 1 | 2;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/thirdPartyBindings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Third-party login providers and my bindings
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                providers: {
                                    provider: string;
                                    name: {
                                        "zh-CN": string;
                                        "en-US": string;
                                    };
                                    configured: boolean;
                                }[];
                                bindings: {
                                    provider: string;
                                    displayName: string;
                                    createdAt: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/unbindThirdParty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a third-party login binding
         * @description Any logged-in user. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        provider: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's live sessions (devices), paged
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    sessionId: string;
                                    current: boolean;
                                    ip: string | null;
                                    userAgent: string | null;
                                    remember: boolean;
                                    createdAt: string;
                                    renewUntil: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/revokeSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End one of the user's own sessions
         * @description Any logged-in user. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        sessionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/atPresentIdentity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The identity in the current enterprise
         * @description Any member of the current enterprise. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                orgId: string;
                                orgName: string;
                                roleId: string;
                                roleName: string;
                                memberName: string;
                                staffNo: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The enterprises (operating points) the user belongs to
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                orgId: string;
                                orgName: string;
                                logo: string | null;
                                roleName: string;
                                /** @enum {string} */
                                status: "enabled" | "disabled";
                                current: boolean;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the session to another enterprise
         * @description Any logged-in user. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        orgId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                orgId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/userCurrentTeamMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Team message of the current enterprise (appId 201)
         * @description Any member of the current enterprise. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        appId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                appId: number;
                                orgId: string;
                                orgName: string;
                                teamName: string;
                                roleName: string;
                                memberName: string;
                                memberCount: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Permission tree of every menu id (role editing)
         * @description Requires menu 3003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: components["schemas"]["MenuNode"][];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (jpg/jpeg/png/bmp by content, ≤ 10 MB): multipart field `file`
         * @description Any logged-in user. Refuses with code 1008. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                fileId: string;
                                url: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded image by its id
         * @description Public. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: unknown;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/region/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * China's provinces, cities and districts (codes and names)
         * @description Public. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: components["schemas"]["RegionNode"][];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/myCreateOrg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an enterprise (you become its super administrator)
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: uuid */
                        logo: string;
                        contactName: string;
                        contactPhone: string;
                        province: string;
                        city: string;
                        area: string;
                        address: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                orgId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The current enterprise's information
         * @description Requires menu 3001. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                orgId: string;
                                name: string;
                                logo: string | null;
                                logoUrl: string | null;
                                contactName: string;
                                contactPhone: string;
                                province: string;
                                city: string;
                                area: string;
                                regionNames: string[];
                                address: string;
                                version: number;
                                createdAt: string;
                                mesEnabled: boolean;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the current enterprise
         * @description Requires menu 3001. Refuses with code 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: uuid */
                        logo?: string;
                        contactName: string;
                        contactPhone: string;
                        province: string;
                        city: string;
                        area: string;
                        address: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/mes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open or close the enterprise's MES function (the dashboard's MES overview)
         * @description Requires menu 3001. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                mesEnabled: boolean;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/joinRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join requests to the current enterprise
         * @description Requires menu 3002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** @enum {string} */
                        status?: "submitted" | "approved" | "rejected" | "cancelled";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    requestId: string;
                                    orgId: string;
                                    orgName: string;
                                    userId: string;
                                    phone: string;
                                    nickname: string | null;
                                    /** @enum {string} */
                                    status: "submitted" | "approved" | "rejected" | "cancelled";
                                    message: string | null;
                                    reason: string | null;
                                    createdAt: string;
                                    reviewedAt: string | null;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/reviewJoin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a join request
         * @description Requires menu 3002. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        requestId: string;
                        approve: boolean;
                        /** Format: uuid */
                        roleId?: string;
                        name?: string;
                        staffNo?: string | "";
                        /** Format: uuid */
                        departmentId?: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                memberId: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find enterprises to join
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                orgId: string;
                                name: string;
                                logoUrl: string | null;
                                regionNames: string[];
                                isMember: boolean;
                                pending: boolean;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to join an enterprise
         * @description Any logged-in user. Refuses with code 1002, 1003, 1202007. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        orgId: string;
                        /** @default  */
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                requestId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/myJoinRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My join requests
         * @description Any logged-in user. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                requestId: string;
                                orgId: string;
                                orgName: string;
                                userId: string;
                                phone: string;
                                nickname: string | null;
                                /** @enum {string} */
                                status: "submitted" | "approved" | "rejected" | "cancelled";
                                message: string | null;
                                reason: string | null;
                                createdAt: string;
                                reviewedAt: string | null;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/cancelJoin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel my pending join request
         * @description Any logged-in user. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        requestId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Members, paged and filtered
         * @description Requires menu 3002. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** @enum {string} */
                        status?: "enabled" | "disabled";
                        /** Format: uuid */
                        roleId?: string;
                        /** Format: uuid */
                        departmentId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    memberId: string;
                                    userId: string;
                                    name: string;
                                    staffNo: string | null;
                                    phone: string;
                                    roleId: string;
                                    roleName: string;
                                    isSuper: boolean;
                                    departmentId: string | null;
                                    departmentName: string | null;
                                    /** @enum {string} */
                                    status: "enabled" | "disabled";
                                    createdAt: string;
                                    version: number;
                                    self: boolean;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a member by phone
         * @description Requires menu 3002. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        staffNo?: string | "";
                        phone: string;
                        /** Format: uuid */
                        roleId: string;
                        /** Format: uuid */
                        departmentId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                memberId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a member
         * @description Requires menu 3002. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        memberId: string;
                        name: string;
                        staffNo?: string | "";
                        /** Format: uuid */
                        roleId: string;
                        /** Format: uuid */
                        departmentId?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable a member
         * @description Requires menu 3002. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        memberId: string;
                        /** @enum {string} */
                        status: "enabled" | "disabled";
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member from the enterprise
         * @description Requires menu 3002. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        memberId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roles with their menus and member counts
         * @description Any member of the current enterprise. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                roleId: string;
                                name: string;
                                isSuper: boolean;
                                menus: number[];
                                memberCount: number;
                                version: number;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a role (≥ 1 menu)
         * @description Requires menu 3003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        menus: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                roleId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a role (not the super administrator)
         * @description Requires menu 3003. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        roleId: string;
                        name: string;
                        menus: number[];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a role without members
         * @description Requires menu 3003. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        roleId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/department/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Departments as a tree
         * @description Any member of the current enterprise. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: components["schemas"]["DepartmentNode"][];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/department/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a department
         * @description Requires menu 3004. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: uuid */
                        parentId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                departmentId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/department/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename or move a department
         * @description Requires menu 3004. Refuses with code 1002, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        departmentId: string;
                        name: string;
                        /** Format: uuid */
                        parentId?: string | null;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/department/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an empty department
         * @description Requires menu 3004. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        departmentId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Audit log of the current enterprise: who, what, when
         * @description Requires menu 3007. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        actorUserId?: string;
                        /** @enum {string} */
                        entity?: "member" | "role" | "department" | "joinRequest" | "org" | "user" | "session" | "workshop" | "craft" | "processFlow" | "rack" | "device" | "warehouse" | "layoutRun" | "project" | "slab" | "block" | "remnantRules" | "board" | "productionPlan" | "rackTrip" | "packingBox" | "rackSettings" | "customer" | "order" | "task" | "team" | "collection" | "financeStaff" | "paymentSettings";
                        action?: string;
                        /** Format: date-time */
                        from?: string;
                        /** Format: date-time */
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    actorUserId: string | null;
                                    actorName: string | null;
                                    entity: string;
                                    entityId: string | null;
                                    action: string;
                                    fromState: string | null;
                                    toState: string | null;
                                    detail: {
                                        [key: string]: unknown;
                                    } | null;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The last backups (time, size, result) and the daily schedule
         * @description Requires menu 3900. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    backupId: string;
                                    /** @enum {string} */
                                    trigger: "schedule" | "manual" | "cli";
                                    /** @enum {string} */
                                    status: "queued" | "running" | "done" | "failed";
                                    file: string | null;
                                    size: number | null;
                                    tables: number | null;
                                    rows: number | null;
                                    files: number | null;
                                    error: string | null;
                                    createdAt: string;
                                    startedAt: string | null;
                                    finishedAt: string | null;
                                }[];
                                settings: {
                                    time: string | null;
                                    keep: number;
                                    dir: string;
                                };
                                nextAt: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a backup now (through the job queue); 1003 while one is being made
         * @description Requires menu 3900. Refuses with code 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                backupId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/local": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * For `npm run backup` beside a running PGlite server: makes a backup at once
         * @description Public. Refuses with code 6. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                file: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workshop/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Workshops, paged
         * @description Requires menu 3103. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** @enum {string} */
                        category?: "cutting" | "secondProcessing" | "packing" | "reinforcement";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    workshopId: string;
                                    /** @enum {string} */
                                    category: "cutting" | "secondProcessing" | "packing" | "reinforcement";
                                    name: string;
                                    code: string;
                                    isDefault: boolean;
                                    version: number;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workshop/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Workshops for selects
         * @description Any member of the current enterprise. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category?: "cutting" | "secondProcessing" | "packing" | "reinforcement";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                workshopId: string;
                                /** @enum {string} */
                                category: "cutting" | "secondProcessing" | "packing" | "reinforcement";
                                name: string;
                                code: string;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workshop/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a workshop
         * @description Requires menu 3103. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "cutting" | "secondProcessing" | "packing" | "reinforcement";
                        name: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                workshopId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workshop/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a workshop (not a default one)
         * @description Requires menu 3103. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        workshopId: string;
                        /** @enum {string} */
                        category: "cutting" | "secondProcessing" | "packing" | "reinforcement";
                        name: string;
                        code: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workshop/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a workshop (not a default one)
         * @description Requires menu 3103. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        workshopId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/craft/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Second-processing crafts, by priority
         * @description Requires menu 3101. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /**
                         * @default priorityAsc
                         * @enum {string}
                         */
                        sort?: "priorityAsc" | "priorityDesc";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    craftId: string;
                                    name: string;
                                    unitPrice: string;
                                    unitPriceFen: number;
                                    /** @enum {string} */
                                    pricingUnit: "piece" | "metre" | "squareMetre";
                                    priority: number;
                                    process: string;
                                    classNo: string;
                                    workshopId: string;
                                    workshopName: string;
                                    note: string;
                                    version: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/craft/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crafts for selects
         * @description Any member of the current enterprise. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                craftId: string;
                                name: string;
                                unitPrice: string;
                                unitPriceFen: number;
                                /** @enum {string} */
                                pricingUnit: "piece" | "metre" | "squareMetre";
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/craft/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a craft
         * @description Requires menu 3101. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        priority: number;
                        name: string;
                        /** @default  */
                        process?: string;
                        /** @default  */
                        classNo?: string;
                        /** Format: uuid */
                        workshopId: string;
                        unitPrice: string;
                        /**
                         * @default piece
                         * @enum {string}
                         */
                        pricingUnit?: "piece" | "metre" | "squareMetre";
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                craftId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/craft/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a craft
         * @description Requires menu 3101. Refuses with code 1002, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        craftId: string;
                        priority: number;
                        name: string;
                        /** @default  */
                        process?: string;
                        /** @default  */
                        classNo?: string;
                        /** Format: uuid */
                        workshopId: string;
                        unitPrice: string;
                        /**
                         * @default piece
                         * @enum {string}
                         */
                        pricingUnit?: "piece" | "metre" | "squareMetre";
                        /** @default  */
                        note?: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/craft/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a craft
         * @description Requires menu 3101. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        craftId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/processFlow/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The ordered crafts and unit prices of a project type
         * @description Requires menu 3104. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        projectType: "engineering" | "fineWork";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                projectType: "engineering" | "fineWork";
                                version: number;
                                reinforcement: boolean;
                                steps: {
                                    craftId: string;
                                    name: string;
                                    unitPrice: string;
                                    unitPriceFen: number;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/processFlow/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the process flow of a project type
         * @description Requires menu 3104. Refuses with code 1012, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        projectType: "engineering" | "fineWork";
                        version: number;
                        reinforcement?: boolean;
                        steps: {
                            /** Format: uuid */
                            craftId: string;
                            unitPrice: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rack/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Racks, paged, sorted by code or creation time
         * @description Requires menu 3102. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** @enum {string} */
                        status?: "idle" | "occupied";
                        /**
                         * @default codeAsc
                         * @enum {string}
                         */
                        sort?: "codeAsc" | "codeDesc" | "createdAsc" | "createdDesc";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    rackId: string;
                                    number: string;
                                    code: string;
                                    classNo: string;
                                    location: string;
                                    /** @enum {string} */
                                    status: "idle" | "occupied";
                                    safetyValue: string;
                                    maxValue: string;
                                    version: number;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rack/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a rack by number, or 1-500 by quantity
         * @description Requires menu 3102. Refuses with code 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number?: string;
                        quantity?: number;
                        safetyValue?: string;
                        maxValue?: string;
                        classNo?: string;
                        location?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                created: number;
                                from: string;
                                to: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rack/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a rack's values, class no. and location
         * @description Requires menu 3102. Refuses with code 1002, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        rackId: string;
                        safetyValue: string;
                        maxValue: string;
                        classNo: string;
                        location: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rack/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete idle racks (all or nothing)
         * @description Requires menu 3102. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rackIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                deleted: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rack/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rack label data for printing
         * @description Requires menu 3102. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rackIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                rackId: string;
                                number: string;
                                code: string;
                                classNo: string;
                                location: string;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Machine tables, paged
         * @description Requires menu 3006. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** @enum {string} */
                        series?: "S600" | "C500" | "smart400";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    deviceId: string;
                                    code: string;
                                    /** @enum {string} */
                                    series: "S600" | "C500" | "smart400";
                                    maxLength: number;
                                    maxWidth: number;
                                    maxThickness: number;
                                    linked: boolean;
                                    linkedAt: string | null;
                                    status: {
                                        /** @enum {string} */
                                        state: "reporting" | "silent" | "linked" | "never";
                                        linked: boolean;
                                        linkedAt: string | null;
                                        lastReportAt: string | null;
                                        windowMinutes: number;
                                    };
                                    /** @enum {string} */
                                    tableA: "unoccupied" | "picked";
                                    /** @enum {string} */
                                    tableB: "unoccupied" | "picked";
                                    tables: {
                                        /** @enum {string} */
                                        side: "A" | "B";
                                        /** @enum {string} */
                                        state: "unoccupied" | "picked";
                                        slabCount: number;
                                        area: number;
                                        barcodes: string[];
                                    }[];
                                    todayPicks: number;
                                    version: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/reportWindow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the minutes within which a machine's last report counts as reporting (default 10)
         * @description Requires menu 3006. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        minutes: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                minutes: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a machine (sizes default by series)
         * @description Requires menu 3006. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** @enum {string} */
                        series: "S600" | "C500" | "smart400";
                        maxLength?: number;
                        maxWidth?: number;
                        maxThickness?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                deviceId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a machine
         * @description Requires menu 3006. Refuses with code 1002, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId: string;
                        code: string;
                        /** @enum {string} */
                        series: "S600" | "C500" | "smart400";
                        maxLength: number;
                        maxWidth: number;
                        maxThickness: number;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a machine whose tables hold nothing
         * @description Requires menu 3006. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue the machine's API key (shown once; regenerating revokes the old)
         * @description Requires menu 3006. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                apiKey: string;
                                linkedAt: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/unlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the machine's API key
         * @description Requires menu 3006. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A linked machine checks its API key (X-Device-Key header)
         * @description Public. Refuses with code 5. May also answer 1001, 1004, 9998, 9999.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                code: string;
                                /** @enum {string} */
                                series: "S600" | "C500" | "smart400";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A linked machine reports its records (X-Device-Key header); each record accepted, duplicate or rejected
         * @description Public. Refuses with code 5. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        records: unknown[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                accepted: number;
                                duplicates: number;
                                rejected: {
                                    index: number;
                                    code: number;
                                    reason: string;
                                    message: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Warehouses, paged
         * @description Requires menu 3105. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    warehouseId: string;
                                    name: string;
                                    code: string;
                                    location: string;
                                    slabCount: number;
                                    version: number;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Warehouses for selects
         * @description Any member of the current enterprise. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                warehouseId: string;
                                name: string;
                                code: string;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a warehouse
         * @description Requires menu 3105. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        code: string;
                        /** @default  */
                        location?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                warehouseId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a warehouse
         * @description Requires menu 3105. Refuses with code 1002, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        warehouseId: string;
                        name: string;
                        code: string;
                        /** @default  */
                        location?: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a warehouse
         * @description Requires menu 3105. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        warehouseId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project import template (.xlsx) in ?lang=zh-CN|en-US (default: Accept-Language)
         * @description Requires menu 2100. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: unknown;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a project from the .xlsx template (multipart field `file`, ≤ 10 MB)
         * @description Requires menu 2100. Refuses with code 1008, 1009, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                projectId: string;
                                projectNo: string;
                                created: boolean;
                                version: number;
                                planes: number;
                                boards: number;
                                boxes: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/importJson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a project as JSON (design tools): the template's data
         * @description Requires menu 2100. Refuses with code 1009, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        project: {
                            [key: string]: unknown;
                        };
                        planes: unknown[];
                        boards: unknown[];
                        boxes: unknown[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                projectId: string;
                                projectNo: string;
                                created: boolean;
                                version: number;
                                planes: number;
                                boards: number;
                                boxes: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Projects of a review tab, with the counts of every tab
         * @description Requires menu 2100. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /**
                         * @default pending
                         * @enum {string}
                         */
                        tab?: "pending" | "reviewed" | "done" | "cancelled";
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    projectId: string;
                                    projectNo: string;
                                    name: string;
                                    clientName: string;
                                    /** @enum {string} */
                                    projectType: "engineering" | "fineWork";
                                    /** @enum {string} */
                                    layoutMode: "cloud" | "manual";
                                    /** @enum {string} */
                                    reviewStatus: "pending" | "reviewed" | "done" | "cancelled";
                                    isNew: boolean;
                                    hasUpdate: boolean;
                                    uploadedAt: string;
                                    updatedAt: string;
                                    deliveryDate: string | null;
                                    version: number;
                                    planeCount: number;
                                    boardCount: number;
                                    missingSettings: ("kerf" | "stages" | "cuttingWorkshopId" | "deliveryDate")[];
                                    areaMm2: number;
                                    area: string;
                                    doneCount: number;
                                    progress: number;
                                    /** @enum {string} */
                                    cuttingStatus: "notStarted" | "inProgress" | "completed";
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                counts: {
                                    pending: number;
                                    reviewed: number;
                                    done: number;
                                    cancelled: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Project detail and overview; clears the flags new / has update
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                projectId: string;
                                projectNo: string;
                                name: string;
                                clientName: string;
                                /** @enum {string} */
                                projectType: "engineering" | "fineWork";
                                /** @enum {string} */
                                layoutMode: "cloud" | "manual";
                                /** @enum {string} */
                                reviewStatus: "pending" | "reviewed" | "done" | "cancelled";
                                isNew: boolean;
                                hasUpdate: boolean;
                                uploadedAt: string;
                                updatedAt: string;
                                deliveryDate: string | null;
                                version: number;
                                reviewedAt: string | null;
                                reviewedByName: string | null;
                                settings: {
                                    kerf: number | null;
                                    stages: (2 | 3) | null;
                                    cuttingWorkshopId: string | null;
                                    cuttingWorkshopName: string | null;
                                    deliveryDate: string | null;
                                    note: string;
                                };
                                missingSettings: ("kerf" | "stages" | "cuttingWorkshopId" | "deliveryDate")[];
                                packing: {
                                    valid: boolean;
                                    boxCount: number;
                                    boardCount: number;
                                    unpackedCount: number;
                                    emptyBoxCount: number;
                                };
                                canApprove: boolean;
                                overview: {
                                    planeCount: number;
                                    boardCount: number;
                                    areaMm2: number;
                                    area: string;
                                    cuttingCount: number;
                                    doneCount: number;
                                    progress: number;
                                    /** @enum {string} */
                                    cuttingStatus: "notStarted" | "inProgress" | "completed";
                                    planes: {
                                        planeId: string;
                                        batchNo: string;
                                        boardCount: number;
                                        areaMm2: number;
                                        area: string;
                                        doneCount: number;
                                        progress: number;
                                        /** @enum {string} */
                                        cuttingStatus: "notStarted" | "inProgress" | "completed";
                                    }[];
                                    yield: {
                                        slabs: number;
                                        plannedUsedMm2: number;
                                        slabAreaMm2: number;
                                        cutAreaMm2: number;
                                        consumedAreaMm2: number;
                                        plannedPercent: number | null;
                                        actualPercent: number | null;
                                    };
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/planes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The planes of a project with board counts (read-only: the flags stay)
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                projectId: string;
                                projectNo: string;
                                name: string;
                                /** @enum {string} */
                                reviewStatus: "pending" | "reviewed" | "done" | "cancelled";
                                planes: {
                                    planeId: string;
                                    batchNo: string;
                                    boardCount: number;
                                    unplannedCount: number;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/boards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The planned boards of a project (paged)
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                        /** Format: uuid */
                        planeId?: string;
                        keyword?: string;
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    boardId: string;
                                    code: string;
                                    planeId: string;
                                    batchNo: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    areaMm2: number;
                                    area: string;
                                    stone: string;
                                    crafts: string[];
                                    /** @enum {string} */
                                    cuttingMethod: "bridge" | "other";
                                    rotatable: boolean;
                                    /** @enum {string} */
                                    status: "toCut" | "cutting" | "done";
                                    exception: boolean;
                                    exceptionReason: string;
                                    /** @enum {string} */
                                    packingStatus: "toPack" | "packing" | "packed";
                                    boxNo: string | null;
                                    slabId: string | null;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Slab demand by stone and thickness against slabs in stock
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                stone: string;
                                thickness: number;
                                boardCount: number;
                                areaMm2: number;
                                area: string;
                                stockCount: number;
                                stockAreaMm2: number;
                                stockArea: string;
                                enough: boolean;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Second-processing crafts, unit prices and fees
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                        /** Format: uuid */
                        planeId?: string;
                        keyword?: string;
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    boardId: string;
                                    code: string;
                                    batchNo: string;
                                    areaMm2: number;
                                    area: string;
                                    feeFen: number;
                                    fee: string;
                                    crafts: {
                                        seq: number;
                                        craftId: string;
                                        name: string;
                                        unitPriceFen: number;
                                        unitPrice: string;
                                        /** @enum {string} */
                                        priceSource: "processFlow" | "craft";
                                        /** @enum {string} */
                                        pricingUnit: "piece" | "metre" | "squareMetre";
                                        quantityMilli: number;
                                        /** @enum {string} */
                                        quantitySource: "imported" | "default";
                                        done: boolean;
                                        feeFen: number;
                                        fee: string;
                                    }[];
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                summary: {
                                    boardCount: number;
                                    craftCount: number;
                                    totalFeeFen: number;
                                    totalFee: string;
                                    crafts: {
                                        craftId: string;
                                        name: string;
                                        unitPriceFen: number;
                                        unitPrice: string;
                                        /** @enum {string} */
                                        pricingUnit: "piece" | "metre" | "squareMetre";
                                        quantityMilli: number;
                                        boardCount: number;
                                        areaMm2: number;
                                        area: string;
                                        feeFen: number;
                                        fee: string;
                                    }[];
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/packing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The packing list and its validity
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                valid: boolean;
                                boxes: {
                                    boxId: string;
                                    boxNo: string;
                                    length: number;
                                    width: number;
                                    height: number;
                                    /** @enum {string} */
                                    status: "toPack" | "packing" | "done";
                                    boardCount: number;
                                    areaMm2: number;
                                    area: string;
                                    boards: {
                                        boardId: string;
                                        code: string;
                                        batchNo: string;
                                        length: number;
                                        width: number;
                                        thickness: number;
                                        /** @enum {string} */
                                        packingStatus: "toPack" | "packing" | "packed";
                                    }[];
                                }[];
                                unpacked: {
                                    boardId: string;
                                    code: string;
                                    batchNo: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/updateSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the project settings (pending only)
         * @description Requires menu 2100. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                        version: number;
                        settings: {
                            kerf: number;
                            stages: 2 | 3;
                            /** Format: uuid */
                            cuttingWorkshopId: string;
                            deliveryDate: string;
                            /** @default  */
                            note?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve: pending → reviewed
         * @description Requires menu 2100. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recall: pending → cancelled
         * @description Requires menu 2100. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a pending or cancelled project
         * @description Requires menu 2100. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/slabTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The slab import template (.xlsx), ?lang=zh-CN|en-US
         * @description Requires menu 2200. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: unknown;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/slabImport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import slabs from an .xlsx (multipart field `file`, ≤ 5 MB, ≤ 5000 rows); all or nothing
         * @description Requires menu 2200. Refuses with code 1008, 1009. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                slabs: number;
                                blocks: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/slabList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Slabs, paged, with filters
         * @description Requires menu 2200. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        stone?: string;
                        thickness?: number;
                        /** @enum {string} */
                        status?: "toPick" | "toCut" | "cutting" | "done";
                        /** Format: uuid */
                        warehouseId?: string;
                        blockNo?: string;
                        bundleNo?: string;
                        barcode?: string;
                        exception?: boolean;
                        /** Format: uuid */
                        blockId?: string;
                        /**
                         * @default all
                         * @enum {string}
                         */
                        kind?: "all" | "slabs" | "remnants";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    slabId: string;
                                    blockId: string;
                                    blockNo: string;
                                    bundleNo: string;
                                    slabNo: string;
                                    stone: string;
                                    barcode: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    area: number;
                                    warehouseId: string | null;
                                    warehouseName: string | null;
                                    /** @enum {string} */
                                    status: "toPick" | "toCut" | "cutting" | "done";
                                    exception: boolean;
                                    exceptionReason: string;
                                    deviceId: string | null;
                                    deviceCode: string | null;
                                    /** @enum {string|null} */
                                    tableSide: "A" | "B" | null;
                                    planId: string | null;
                                    yieldRate: number | null;
                                    parentSlabId: string | null;
                                    version: number;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/blockList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blocks with slab counts by status and total area
         * @description Requires menu 2200. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        blockNo?: string;
                        stone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    blockId: string;
                                    blockNo: string;
                                    stone: string;
                                    slabCount: number;
                                    statusCounts: {
                                        toPick: number;
                                        toCut: number;
                                        cutting: number;
                                        done: number;
                                    };
                                    exceptionCount: number;
                                    totalArea: number;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stones, thicknesses and warehouses for the filters
         * @description Requires menu 2200. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                stones: string[];
                                thicknesses: number[];
                                warehouses: {
                                    warehouseId: string;
                                    name: string;
                                    code: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/slabDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A slab with its plan summary and history
         * @description Requires menu 2200. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        slabId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                slabId: string;
                                blockId: string;
                                blockNo: string;
                                bundleNo: string;
                                slabNo: string;
                                stone: string;
                                barcode: string;
                                length: number;
                                width: number;
                                thickness: number;
                                area: number;
                                warehouseId: string | null;
                                warehouseName: string | null;
                                /** @enum {string} */
                                status: "toPick" | "toCut" | "cutting" | "done";
                                exception: boolean;
                                exceptionReason: string;
                                deviceId: string | null;
                                deviceCode: string | null;
                                /** @enum {string|null} */
                                tableSide: "A" | "B" | null;
                                planId: string | null;
                                yieldRate: number | null;
                                parentSlabId: string | null;
                                version: number;
                                createdAt: string;
                                defects: {
                                    x: number;
                                    y: number;
                                    w: number;
                                    h: number;
                                }[];
                                completedAt: string | null;
                                completedByName: string | null;
                                plan: {
                                    planId: string;
                                    /** @enum {string} */
                                    source: "cloud" | "manual";
                                    projectId: string;
                                    projectName: string;
                                    projectNo: string;
                                    planeId: string | null;
                                    batchNo: string | null;
                                    boardCount: number;
                                    usedArea: number;
                                    yieldRate: number;
                                    kerf: number;
                                    stages: number;
                                    createdAt: string;
                                } | null;
                                history: {
                                    at: string;
                                    actorName: string | null;
                                    entity: string;
                                    action: string;
                                    from: string | null;
                                    to: string | null;
                                    detail: {
                                        [key: string]: unknown;
                                    } | null;
                                    refs: {
                                        blockNo: string | null;
                                        boardCode: string | null;
                                        planeId: string | null;
                                        deviceCode: string | null;
                                        tableSide: string | null;
                                        toDeviceCode: string | null;
                                        toTableSide: string | null;
                                        warehouseName: string | null;
                                        planNo: string | null;
                                        recordNo: string | null;
                                    };
                                }[];
                                remnants: {
                                    slabId: string;
                                    barcode: string;
                                    slabNo: string;
                                    length: number;
                                    width: number;
                                    area: number;
                                    /** @enum {string} */
                                    status: "toPick" | "toCut" | "cutting" | "done";
                                    createdAt: string;
                                }[];
                                parent: {
                                    slabId: string;
                                    barcode: string;
                                    slabNo: string;
                                    planId: string | null;
                                    projectId: string | null;
                                    projectName: string | null;
                                    projectNo: string | null;
                                } | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/slabException": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or clear a slab's exception flag (with a reason)
         * @description Requires menu 2200. Refuses with code 1002, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        slabId: string;
                        exception: boolean;
                        /** @default  */
                        reason?: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/materialDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A slab's accepted cutting plan, to draw
         * @description Requires menu 2200. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        slabId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                slab: {
                                    slabId: string;
                                    blockId: string;
                                    blockNo: string;
                                    bundleNo: string;
                                    slabNo: string;
                                    stone: string;
                                    barcode: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    area: number;
                                    warehouseId: string | null;
                                    warehouseName: string | null;
                                    /** @enum {string} */
                                    status: "toPick" | "toCut" | "cutting" | "done";
                                    exception: boolean;
                                    exceptionReason: string;
                                    deviceId: string | null;
                                    deviceCode: string | null;
                                    /** @enum {string|null} */
                                    tableSide: "A" | "B" | null;
                                    planId: string | null;
                                    yieldRate: number | null;
                                    parentSlabId: string | null;
                                    version: number;
                                    createdAt: string;
                                    defects: {
                                        x: number;
                                        y: number;
                                        w: number;
                                        h: number;
                                    }[];
                                };
                                plan: {
                                    planId: string;
                                    /** @enum {string} */
                                    source: "cloud" | "manual";
                                    /** @enum {string} */
                                    status: "accepted";
                                    kerf: number;
                                    stages: number;
                                    usedArea: number;
                                    yieldRate: number;
                                    cutTree: components["schemas"]["CutTreeNode"] | null;
                                    projectId: string;
                                    projectName: string;
                                    projectNo: string;
                                    planeId: string | null;
                                    batchNo: string | null;
                                    createdAt: string;
                                    boards: {
                                        x: number;
                                        y: number;
                                        w: number;
                                        h: number;
                                        boardId: string;
                                        code: string;
                                        rotated: boolean;
                                        length: number;
                                        width: number;
                                        planeId: string;
                                        batchNo: string;
                                    }[];
                                } | null;
                                machine: {
                                    yield: {
                                        slabs: number;
                                        plannedUsedMm2: number;
                                        slabAreaMm2: number;
                                        cutAreaMm2: number;
                                        consumedAreaMm2: number;
                                        plannedPercent: number | null;
                                        actualPercent: number | null;
                                    };
                                    records: {
                                        id: string;
                                        recordId: string;
                                        deviceId: string;
                                        deviceCode: string;
                                        /** @enum {string} */
                                        table: "A" | "B";
                                        /** @enum {string} */
                                        kind: "start" | "end" | "cut";
                                        /** @enum {string} */
                                        status: "ok" | "aborted";
                                        slabId: string | null;
                                        slabBarcode: string | null;
                                        blockNo: string | null;
                                        bundleNo: string | null;
                                        slabNo: string | null;
                                        stone: string | null;
                                        projectId: string | null;
                                        projectNo: string | null;
                                        projectName: string | null;
                                        operatorId: string | null;
                                        operatorName: string | null;
                                        operatorStaffNo: string | null;
                                        startedAt: string;
                                        endedAt: string | null;
                                        receivedAt: string;
                                        cutLengthMm: number;
                                        areaCutMm2: number;
                                        slabsConsumedMilli: number;
                                    }[];
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/deviceOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Devices, each marked whether it can take the slab
         * @description Requires menu 2200. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        slabId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                deviceId: string;
                                code: string;
                                series: string;
                                maxLength: number;
                                maxWidth: number;
                                maxThickness: number;
                                /** @enum {string} */
                                tableA: "unoccupied" | "picked";
                                /** @enum {string} */
                                tableB: "unoccupied" | "picked";
                                suitable: boolean;
                                reasons: ("size" | "thickness")[];
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/slabChangeDevice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign the slab to another (suitable) device
         * @description Requires menu 2200. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        slabId: string;
                        /** Format: uuid */
                        deviceId: string;
                        /** @enum {string} */
                        tableSide?: "A" | "B";
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/slabComplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the slab done (irrevocable)
         * @description Requires menu 2200. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        slabId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/remnantRules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The minimum size an offcut needs to become a remnant (default, per stone and thickness)
         * @description Requires menu 2200. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                rules: {
                                    stone: string | null;
                                    thickness: number | null;
                                    minLength: number;
                                    minWidth: number;
                                }[];
                                fallback: {
                                    minLength: number;
                                    minWidth: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/remnantRulesSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the remnant minimum-size rules
         * @description Requires menu 2200. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rules: {
                            /** @default null */
                            stone?: string | null;
                            /** @default null */
                            thickness?: number | null;
                            minLength: number;
                            minWidth: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                rules: {
                                    stone: string | null;
                                    thickness: number | null;
                                    minLength: number;
                                    minWidth: number;
                                }[];
                                fallback: {
                                    minLength: number;
                                    minWidth: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/layoutSlabs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Slabs the scope's unplanned boards could go on
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        projectId?: string;
                        /** Format: uuid */
                        planeId?: string;
                        stone?: string;
                        thickness?: number;
                        barcode?: string;
                        /** @default true */
                        preferRemnants?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    slabId: string;
                                    blockId: string;
                                    blockNo: string;
                                    bundleNo: string;
                                    slabNo: string;
                                    stone: string;
                                    barcode: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    area: number;
                                    warehouseId: string | null;
                                    warehouseName: string | null;
                                    /** @enum {string} */
                                    status: "toPick" | "toCut" | "cutting" | "done";
                                    exception: boolean;
                                    exceptionReason: string;
                                    deviceId: string | null;
                                    deviceCode: string | null;
                                    /** @enum {string|null} */
                                    tableSide: "A" | "B" | null;
                                    planId: string | null;
                                    yieldRate: number | null;
                                    parentSlabId: string | null;
                                    version: number;
                                    createdAt: string;
                                    defects: {
                                        x: number;
                                        y: number;
                                        w: number;
                                        h: number;
                                    }[];
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/layoutBoards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Manual layout: the slab, its boards to place and its plan
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId?: string;
                        /** Format: uuid */
                        planeId?: string;
                        /** Format: uuid */
                        slabId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                slab: {
                                    slabId: string;
                                    blockId: string;
                                    blockNo: string;
                                    bundleNo: string;
                                    slabNo: string;
                                    stone: string;
                                    barcode: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    area: number;
                                    warehouseId: string | null;
                                    warehouseName: string | null;
                                    /** @enum {string} */
                                    status: "toPick" | "toCut" | "cutting" | "done";
                                    exception: boolean;
                                    exceptionReason: string;
                                    deviceId: string | null;
                                    deviceCode: string | null;
                                    /** @enum {string|null} */
                                    tableSide: "A" | "B" | null;
                                    planId: string | null;
                                    yieldRate: number | null;
                                    parentSlabId: string | null;
                                    version: number;
                                    createdAt: string;
                                    defects: {
                                        x: number;
                                        y: number;
                                        w: number;
                                        h: number;
                                    }[];
                                };
                                kerf: number;
                                stages: number;
                                boards: {
                                    boardId: string;
                                    code: string;
                                    planeId: string;
                                    batchNo: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    stone: string;
                                    rotatable: boolean;
                                    onThisSlab: boolean;
                                }[];
                                plan: {
                                    planId: string;
                                    /** @enum {string} */
                                    source: "cloud" | "manual";
                                    /** @enum {string} */
                                    status: "accepted";
                                    kerf: number;
                                    stages: number;
                                    usedArea: number;
                                    yieldRate: number;
                                    cutTree: components["schemas"]["CutTreeNode"] | null;
                                    projectId: string;
                                    projectName: string;
                                    projectNo: string;
                                    planeId: string | null;
                                    batchNo: string | null;
                                    createdAt: string;
                                    boards: {
                                        x: number;
                                        y: number;
                                        w: number;
                                        h: number;
                                        boardId: string;
                                        code: string;
                                        rotated: boolean;
                                        length: number;
                                        width: number;
                                        planeId: string;
                                        batchNo: string;
                                    }[];
                                } | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/layoutCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Manual layout dry run: every violation, nothing stored
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId?: string;
                        /** Format: uuid */
                        planeId?: string;
                        /** Format: uuid */
                        slabId: string;
                        /** @default 4 */
                        kerf?: number;
                        /** @default 3 */
                        stages?: number;
                        placements: {
                            /** Format: uuid */
                            boardId: string;
                            x: number;
                            y: number;
                            /** @default false */
                            rotated?: boolean;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                feasible: boolean;
                                violations: {
                                    /** @enum {string} */
                                    kind: "overlap" | "kerf" | "out-of-bounds" | "defect" | "rotation" | "not-guillotine" | "stages" | "stone" | "thickness" | "planned" | "scope" | "duplicate" | "other";
                                    boardId: string | null;
                                    code: string | null;
                                    otherBoardId?: string;
                                    otherCode?: string;
                                    message: string;
                                }[];
                                usedArea: number;
                                yieldRate: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/layoutSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a manual plan as the slab's accepted plan
         * @description Requires menu 2100. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId?: string;
                        /** Format: uuid */
                        planeId?: string;
                        /** Format: uuid */
                        slabId: string;
                        /** @default 4 */
                        kerf?: number;
                        /** @default 3 */
                        stages?: number;
                        placements: {
                            /** Format: uuid */
                            boardId: string;
                            x: number;
                            y: number;
                            /** @default false */
                            rotated?: boolean;
                        }[];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                planId: string;
                                usedArea: number;
                                yieldRate: number;
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Boards to lay out by stone and thickness, matching slabs to pick, defaults, the open run
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId?: string;
                        projectIds?: string[];
                        /** Format: uuid */
                        planeId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                projectId: string;
                                projectIds: string[];
                                planeId: string | null;
                                /** @enum {string} */
                                reviewStatus: "pending" | "reviewed" | "done" | "cancelled";
                                /** @enum {string} */
                                layoutMode: "cloud" | "manual";
                                canRun: boolean;
                                defaults: {
                                    kerf: number;
                                    stages: 2 | 3;
                                };
                                boardsToLayout: number;
                                groups: {
                                    stone: string;
                                    thickness: number;
                                    boards: number;
                                    boardArea: number;
                                    slabArea: number;
                                    slabs: {
                                        slabId: string;
                                        blockNo: string;
                                        bundleNo: string;
                                        slabNo: string;
                                        barcode: string;
                                        length: number;
                                        width: number;
                                        defects: number;
                                    }[];
                                }[];
                                activeRun: {
                                    runId: string;
                                    projectId: string;
                                    projects: {
                                        projectId: string;
                                        projectNo: string;
                                        name: string;
                                    }[];
                                    planeId: string | null;
                                    /** @enum {string} */
                                    status: "running" | "done" | "failed" | "cancelled" | "accepted" | "discarded";
                                    groupsDone: number;
                                    groupsTotal: number;
                                    progress: number;
                                    params: {
                                        kerf: number;
                                        stages: 2 | 3;
                                        /** @enum {string} */
                                        rotation: "allowed" | "banned";
                                        slabIds: string[] | null;
                                        timeLimitSeconds: number;
                                        /** @default true */
                                        preferRemnants: boolean;
                                    };
                                    summary: {
                                        boardsTotal: number;
                                        boardsPlaced: number;
                                        boardsUnplaced: number;
                                        slabsAvailable: number;
                                        slabsUsed: number;
                                        boardArea: number;
                                        slabArea: number;
                                        yield: number;
                                        groups: {
                                            stone: string;
                                            thickness: number;
                                            boards: number;
                                            placed: number;
                                            slabsAvailable: number;
                                            slabsUsed: number;
                                            boardArea: number;
                                            slabArea: number;
                                            yield: number;
                                            optimal: boolean;
                                        }[];
                                        unplaced: {
                                            boardId: string;
                                            code: string;
                                            projectId?: string;
                                            planeId: string;
                                            stone: string;
                                            thickness: number;
                                            length: number;
                                            width: number;
                                            /** @enum {string} */
                                            reason: "noStock" | "tooLarge" | "notEnoughStock";
                                        }[];
                                    } | null;
                                    errorKey: string | null;
                                    error: string | null;
                                    createdAt: string;
                                    finishedAt: string | null;
                                } | null;
                                companions: {
                                    projectId: string;
                                    projectNo: string;
                                    name: string;
                                    boards: number;
                                    busy: boolean;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a cloud layout run (solved in the background)
         * @description Requires menu 2100. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId?: string;
                        projectIds?: string[];
                        /** Format: uuid */
                        planeId?: string;
                        kerf?: number;
                        stages?: 2 | 3;
                        /**
                         * @default allowed
                         * @enum {string}
                         */
                        rotation?: "allowed" | "banned";
                        slabIds?: string[];
                        /** @default 5 */
                        timeLimitSeconds?: number;
                        /** @default true */
                        preferRemnants?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                runId: string;
                                /** @enum {string} */
                                status: "running";
                                groupsTotal: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/runStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Status, progress and summary of a run
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        runId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                runId: string;
                                projectId: string;
                                projects: {
                                    projectId: string;
                                    projectNo: string;
                                    name: string;
                                }[];
                                planeId: string | null;
                                /** @enum {string} */
                                status: "running" | "done" | "failed" | "cancelled" | "accepted" | "discarded";
                                groupsDone: number;
                                groupsTotal: number;
                                progress: number;
                                params: {
                                    kerf: number;
                                    stages: 2 | 3;
                                    /** @enum {string} */
                                    rotation: "allowed" | "banned";
                                    slabIds: string[] | null;
                                    timeLimitSeconds: number;
                                    /** @default true */
                                    preferRemnants: boolean;
                                };
                                summary: {
                                    boardsTotal: number;
                                    boardsPlaced: number;
                                    boardsUnplaced: number;
                                    slabsAvailable: number;
                                    slabsUsed: number;
                                    boardArea: number;
                                    slabArea: number;
                                    yield: number;
                                    groups: {
                                        stone: string;
                                        thickness: number;
                                        boards: number;
                                        placed: number;
                                        slabsAvailable: number;
                                        slabsUsed: number;
                                        boardArea: number;
                                        slabArea: number;
                                        yield: number;
                                        optimal: boolean;
                                    }[];
                                    unplaced: {
                                        boardId: string;
                                        code: string;
                                        projectId?: string;
                                        planeId: string;
                                        stone: string;
                                        thickness: number;
                                        length: number;
                                        width: number;
                                        /** @enum {string} */
                                        reason: "noStock" | "tooLarge" | "notEnoughStock";
                                    }[];
                                } | null;
                                errorKey: string | null;
                                error: string | null;
                                createdAt: string;
                                finishedAt: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The cutting plans of a run, with placements and yields
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        runId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                runId: string;
                                /** @enum {string} */
                                status: "running" | "done" | "failed" | "cancelled" | "accepted" | "discarded";
                                projects: {
                                    projectId: string;
                                    projectNo: string;
                                    name: string;
                                }[];
                                kerf: number;
                                stages: number;
                                plans: {
                                    planId: string;
                                    /** @enum {string} */
                                    status: "proposed" | "accepted";
                                    slabId: string;
                                    blockNo: string;
                                    bundleNo: string;
                                    slabNo: string;
                                    barcode: string;
                                    stone: string;
                                    thickness: number;
                                    length: number;
                                    width: number;
                                    defects: {
                                        x: number;
                                        y: number;
                                        w: number;
                                        h: number;
                                    }[];
                                    projectId: string;
                                    planeId: string | null;
                                    kerf: number;
                                    stages: number;
                                    usedArea: number;
                                    slabArea: number;
                                    yield: number;
                                    cutTree: unknown;
                                    boards: {
                                        boardId: string;
                                        code: string;
                                        projectId: string;
                                        projectNo: string;
                                        projectName: string;
                                        planeId: string;
                                        batchNo: string;
                                        length: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                        w: number;
                                        h: number;
                                        rotated: boolean;
                                    }[];
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept every proposed plan of a finished run
         * @description Requires menu 2100. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        runId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                plans: number;
                                boards: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard a finished run's proposals or cancel a running run
         * @description Requires menu 2100. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        runId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/runList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cloud layout runs, newest first, paged
         * @description Requires menu 2100. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        projectId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    runId: string;
                                    projectId: string;
                                    projects: {
                                        projectId: string;
                                        projectNo: string;
                                        name: string;
                                    }[];
                                    planeId: string | null;
                                    /** @enum {string} */
                                    status: "running" | "done" | "failed" | "cancelled" | "accepted" | "discarded";
                                    groupsDone: number;
                                    groupsTotal: number;
                                    progress: number;
                                    params: {
                                        kerf: number;
                                        stages: 2 | 3;
                                        /** @enum {string} */
                                        rotation: "allowed" | "banned";
                                        slabIds: string[] | null;
                                        timeLimitSeconds: number;
                                        /** @default true */
                                        preferRemnants: boolean;
                                    };
                                    summary: {
                                        boardsTotal: number;
                                        boardsPlaced: number;
                                        boardsUnplaced: number;
                                        slabsAvailable: number;
                                        slabsUsed: number;
                                        boardArea: number;
                                        slabArea: number;
                                        yield: number;
                                        groups: {
                                            stone: string;
                                            thickness: number;
                                            boards: number;
                                            placed: number;
                                            slabsAvailable: number;
                                            slabsUsed: number;
                                            boardArea: number;
                                            slabArea: number;
                                            yield: number;
                                            optimal: boolean;
                                        }[];
                                        unplaced: {
                                            boardId: string;
                                            code: string;
                                            projectId?: string;
                                            planeId: string;
                                            stone: string;
                                            thickness: number;
                                            length: number;
                                            width: number;
                                            /** @enum {string} */
                                            reason: "noStock" | "tooLarge" | "notEnoughStock";
                                        }[];
                                    } | null;
                                    errorKey: string | null;
                                    error: string | null;
                                    createdAt: string;
                                    finishedAt: string | null;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Customers of one kind, paged (menu of the kind)
         * @description Any member of the current enterprise. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** @enum {string} */
                        kind: "enterprise" | "store" | "personal";
                        keyword?: string;
                        /** Format: uuid */
                        ownerMemberId?: string;
                        /** Format: uuid */
                        teamId?: string;
                        /** @enum {string} */
                        level?: "vip" | "important" | "normal";
                        /** @enum {string} */
                        source?: "visit" | "referral" | "exhibition" | "online" | "phone" | "other";
                        province?: string;
                        city?: string;
                        /**
                         * @default createdDesc
                         * @enum {string}
                         */
                        sort?: "createdDesc" | "createdAsc" | "nameAsc";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    customerId: string;
                                    /** @enum {string} */
                                    kind: "enterprise" | "store" | "personal";
                                    name: string;
                                    creditCode: string | null;
                                    contactName: string | null;
                                    brand: string | null;
                                    gender: (0 | 1 | 2) | null;
                                    phone: string;
                                    province: string;
                                    city: string;
                                    area: string;
                                    regionNames: string[];
                                    address: string;
                                    /** @enum {string|null} */
                                    level: "vip" | "important" | "normal" | null;
                                    /** @enum {string|null} */
                                    source: "visit" | "referral" | "exhibition" | "online" | "phone" | "other" | null;
                                    remark: string;
                                    ownerMemberId: string | null;
                                    ownerName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    orderCount: number;
                                    lastFollowUpAt: string | null;
                                    version: number;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Customers for selects (kinds the caller may see)
         * @description Any member of the current enterprise. Refuses with code 6. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** @enum {string} */
                        kind?: "enterprise" | "store" | "personal";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                customerId: string;
                                /** @enum {string} */
                                kind: "enterprise" | "store" | "personal";
                                name: string;
                                phone: string;
                                ownerMemberId: string | null;
                                teamId: string | null;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a customer (menu of the kind)
         * @description Any member of the current enterprise. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "enterprise";
                        name: string;
                        creditCode: string;
                        contactName: string;
                        /** @enum {string} */
                        level: "vip" | "important" | "normal";
                        /** @enum {string} */
                        source: "visit" | "referral" | "exhibition" | "online" | "phone" | "other";
                        phone: string;
                        province: string;
                        city: string;
                        area: string;
                        address: string;
                        /** @default  */
                        remark?: string;
                        /** Format: uuid */
                        ownerMemberId?: string;
                        /** Format: uuid */
                        teamId?: string | null;
                        /** @default false */
                        confirmDuplicate?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "store";
                        name: string;
                        brand: string;
                        contactName: string;
                        phone: string;
                        province: string;
                        city: string;
                        area: string;
                        address: string;
                        /** @default  */
                        remark?: string;
                        /** Format: uuid */
                        ownerMemberId?: string;
                        /** Format: uuid */
                        teamId?: string | null;
                        /** @default false */
                        confirmDuplicate?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "personal";
                        name: string;
                        gender: 0 | 1 | 2;
                        phone: string;
                        province: string;
                        city: string;
                        area: string;
                        address: string;
                        /** @default  */
                        remark?: string;
                        /** Format: uuid */
                        ownerMemberId?: string;
                        /** Format: uuid */
                        teamId?: string | null;
                        /** @default false */
                        confirmDuplicate?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                customerId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a customer (owner and team change by transfer)
         * @description Any member of the current enterprise. Refuses with code 6, 1002, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "enterprise";
                        name: string;
                        creditCode: string;
                        contactName: string;
                        /** @enum {string} */
                        level: "vip" | "important" | "normal";
                        /** @enum {string} */
                        source: "visit" | "referral" | "exhibition" | "online" | "phone" | "other";
                        phone: string;
                        province: string;
                        city: string;
                        area: string;
                        address: string;
                        /** @default  */
                        remark?: string;
                        /** Format: uuid */
                        customerId: string;
                        version: number;
                        /** @default false */
                        confirmDuplicate?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "store";
                        name: string;
                        brand: string;
                        contactName: string;
                        phone: string;
                        province: string;
                        city: string;
                        area: string;
                        address: string;
                        /** @default  */
                        remark?: string;
                        /** Format: uuid */
                        customerId: string;
                        version: number;
                        /** @default false */
                        confirmDuplicate?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "personal";
                        name: string;
                        gender: 0 | 1 | 2;
                        phone: string;
                        province: string;
                        city: string;
                        area: string;
                        address: string;
                        /** @default  */
                        remark?: string;
                        /** Format: uuid */
                        customerId: string;
                        version: number;
                        /** @default false */
                        confirmDuplicate?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a customer without orders
         * @description Any member of the current enterprise. Refuses with code 6, 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        customerId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's profile, contacts and figures
         * @description Any member of the current enterprise. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        customerId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                customerId: string;
                                /** @enum {string} */
                                kind: "enterprise" | "store" | "personal";
                                name: string;
                                creditCode: string | null;
                                contactName: string | null;
                                brand: string | null;
                                gender: (0 | 1 | 2) | null;
                                phone: string;
                                province: string;
                                city: string;
                                area: string;
                                regionNames: string[];
                                address: string;
                                /** @enum {string|null} */
                                level: "vip" | "important" | "normal" | null;
                                /** @enum {string|null} */
                                source: "visit" | "referral" | "exhibition" | "online" | "phone" | "other" | null;
                                remark: string;
                                ownerMemberId: string | null;
                                ownerName: string | null;
                                teamId: string | null;
                                teamName: string | null;
                                orderCount: number;
                                lastFollowUpAt: string | null;
                                version: number;
                                createdAt: string;
                                updatedAt: string;
                                contacts: {
                                    contactId: string;
                                    name: string;
                                    phone: string;
                                    position: string;
                                    createdAt: string;
                                }[];
                                stats: {
                                    orderCount: number;
                                    orderTotalFen: number;
                                    receivedFen: number;
                                    outstandingFen: number;
                                    openTaskCount: number;
                                    followUpCount: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/addContact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a contact to a customer
         * @description Any member of the current enterprise. Refuses with code 6, 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        customerId: string;
                        name: string;
                        phone: string;
                        /** @default  */
                        position?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                contactId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/removeContact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a contact
         * @description Any member of the current enterprise. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        contactId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/followUps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's follow-up records, newest first
         * @description Any member of the current enterprise. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        customerId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    followUpId: string;
                                    /** @enum {string} */
                                    method: "visit" | "phone" | "wechat" | "other";
                                    content: string;
                                    followedAt: string;
                                    nextAt: string | null;
                                    memberId: string | null;
                                    memberName: string | null;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/addFollowUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a follow-up with a customer
         * @description Any member of the current enterprise. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        customerId: string;
                        /** @enum {string} */
                        method: "visit" | "phone" | "wechat" | "other";
                        content: string;
                        /** Format: date-time */
                        followedAt?: string;
                        /** Format: date-time */
                        nextAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                followUpId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's orders, paged
         * @description Any member of the current enterprise. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        customerId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    orderId: string;
                                    orderNo: string;
                                    customerId: string;
                                    customerName: string;
                                    /** @enum {string} */
                                    customerKind: "enterprise" | "store" | "personal";
                                    /** @enum {string} */
                                    status: "draft" | "confirmed" | "inProduction" | "delivered" | "completed" | "cancelled";
                                    orderDate: string;
                                    deliveryDate: string | null;
                                    projectNo: string;
                                    ownerMemberId: string | null;
                                    ownerName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    totalFen: number;
                                    receivedFen: number;
                                    pendingFen: number;
                                    outstandingFen: number;
                                    lineCount: number;
                                    cancelReason: string | null;
                                    remark: string;
                                    version: number;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's tasks, paged
         * @description Any member of the current enterprise. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        customerId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    taskId: string;
                                    title: string;
                                    content: string;
                                    /** @enum {string} */
                                    status: "todo" | "inProgress" | "done";
                                    /** @enum {string} */
                                    priority: "low" | "normal" | "high" | "urgent";
                                    dueAt: string;
                                    overdue: boolean;
                                    customerId: string | null;
                                    customerName: string | null;
                                    orderId: string | null;
                                    orderNo: string | null;
                                    assigneeMemberId: string | null;
                                    assigneeName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    creatorMemberId: string | null;
                                    creatorName: string | null;
                                    completedAt: string | null;
                                    version: number;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Orders, paged
         * @description Requires menu 1300. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** @enum {string} */
                        status?: "draft" | "confirmed" | "inProduction" | "delivered" | "completed" | "cancelled";
                        /** Format: uuid */
                        customerId?: string;
                        /** Format: uuid */
                        ownerMemberId?: string;
                        /** Format: uuid */
                        teamId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    orderId: string;
                                    orderNo: string;
                                    customerId: string;
                                    customerName: string;
                                    /** @enum {string} */
                                    customerKind: "enterprise" | "store" | "personal";
                                    /** @enum {string} */
                                    status: "draft" | "confirmed" | "inProduction" | "delivered" | "completed" | "cancelled";
                                    orderDate: string;
                                    deliveryDate: string | null;
                                    projectNo: string;
                                    ownerMemberId: string | null;
                                    ownerName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    totalFen: number;
                                    receivedFen: number;
                                    pendingFen: number;
                                    outstandingFen: number;
                                    lineCount: number;
                                    cancelReason: string | null;
                                    remark: string;
                                    version: number;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Orders for selects (1300, 1500 or 1601)
         * @description Any member of the current enterprise. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** Format: uuid */
                        customerId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                orderId: string;
                                orderNo: string;
                                customerId: string;
                                customerName: string;
                                /** @enum {string} */
                                status: "draft" | "confirmed" | "inProduction" | "delivered" | "completed" | "cancelled";
                                totalFen: number;
                                outstandingFen: number;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an order (draft)
         * @description Requires menu 1300. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        customerId: string;
                        /** Format: date */
                        orderDate: string;
                        /** Format: date */
                        deliveryDate?: string | null;
                        /** @default  */
                        projectNo?: string;
                        /** @default  */
                        remark?: string;
                        lines: {
                            stoneName: string;
                            /** @default  */
                            specification?: string;
                            quantity: number;
                            areaMm2: number;
                            /** @enum {string} */
                            priceUnit: "m2" | "piece";
                            unitPriceFen: number;
                        }[];
                        /** Format: uuid */
                        ownerMemberId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                orderId: string;
                                orderNo: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a draft order (lines replaced)
         * @description Requires menu 1300. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        orderId: string;
                        version: number;
                        /** Format: uuid */
                        customerId: string;
                        /** Format: date */
                        orderDate: string;
                        /** Format: date */
                        deliveryDate?: string | null;
                        /** @default  */
                        projectNo?: string;
                        /** @default  */
                        remark?: string;
                        lines: {
                            stoneName: string;
                            /** @default  */
                            specification?: string;
                            quantity: number;
                            areaMm2: number;
                            /** @enum {string} */
                            priceUnit: "m2" | "piece";
                            unitPriceFen: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a draft order
         * @description Requires menu 1300. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order with its lines and amounts
         * @description Requires menu 1300. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                orderId: string;
                                orderNo: string;
                                customerId: string;
                                customerName: string;
                                /** @enum {string} */
                                customerKind: "enterprise" | "store" | "personal";
                                /** @enum {string} */
                                status: "draft" | "confirmed" | "inProduction" | "delivered" | "completed" | "cancelled";
                                orderDate: string;
                                deliveryDate: string | null;
                                projectNo: string;
                                ownerMemberId: string | null;
                                ownerName: string | null;
                                teamId: string | null;
                                teamName: string | null;
                                totalFen: number;
                                receivedFen: number;
                                pendingFen: number;
                                outstandingFen: number;
                                lineCount: number;
                                cancelReason: string | null;
                                remark: string;
                                version: number;
                                createdAt: string;
                                updatedAt: string;
                                lines: {
                                    lineId: string;
                                    seq: number;
                                    stoneName: string;
                                    specification: string;
                                    quantity: number;
                                    areaMm2: number;
                                    /** @enum {string} */
                                    priceUnit: "m2" | "piece";
                                    unitPriceFen: number;
                                    amountFen: number;
                                }[];
                                allowedActions: ("confirm" | "startProduction" | "deliver" | "complete" | "cancel")[];
                                project: {
                                    projectId: string;
                                    name: string;
                                    reviewStatus: string;
                                } | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/transition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an order to its next state, or cancel it
         * @description Requires menu 1300. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        orderId: string;
                        version: number;
                        /** @enum {string} */
                        action: "confirm" | "startProduction" | "deliver" | "complete" | "cancel";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                status: "draft" | "confirmed" | "inProduction" | "delivered" | "completed" | "cancelled";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order's collections (offline and online)
         * @description Requires menu 1300. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    collectionId: string;
                                    /** @enum {string} */
                                    channel: "offline" | "online";
                                    orderId: string;
                                    orderNo: string;
                                    customerId: string;
                                    customerName: string;
                                    amountFen: number;
                                    method: ("cash" | "bankTransfer" | "wechat" | "alipay" | "cheque" | "other") | ("wechat" | "alipay" | "unionpay" | "other");
                                    payer: string;
                                    paidOn: string;
                                    paidAt: string | null;
                                    tradeNo: string | null;
                                    voucherFileId: string | null;
                                    voucherUrl: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "confirmed" | "rejected";
                                    rejectReason: string | null;
                                    remark: string;
                                    recordedByName: string | null;
                                    reviewedByName: string | null;
                                    reviewedAt: string | null;
                                    version: number;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/task/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tasks: mine, assigned by me, all
         * @description Requires menu 1500. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /**
                         * @default mine
                         * @enum {string}
                         */
                        scope?: "mine" | "assignedByMe" | "all";
                        /** @enum {string} */
                        status?: "todo" | "inProgress" | "done";
                        /** @enum {string} */
                        priority?: "low" | "normal" | "high" | "urgent";
                        overdue?: boolean;
                        keyword?: string;
                        /** Format: uuid */
                        customerId?: string;
                        /** Format: uuid */
                        orderId?: string;
                        /** Format: uuid */
                        assigneeMemberId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    taskId: string;
                                    title: string;
                                    content: string;
                                    /** @enum {string} */
                                    status: "todo" | "inProgress" | "done";
                                    /** @enum {string} */
                                    priority: "low" | "normal" | "high" | "urgent";
                                    dueAt: string;
                                    overdue: boolean;
                                    customerId: string | null;
                                    customerName: string | null;
                                    orderId: string | null;
                                    orderNo: string | null;
                                    assigneeMemberId: string | null;
                                    assigneeName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    creatorMemberId: string | null;
                                    creatorName: string | null;
                                    completedAt: string | null;
                                    version: number;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/task/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a task
         * @description Requires menu 1500. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** @default  */
                        content?: string;
                        /** Format: uuid */
                        customerId?: string | null;
                        /** Format: uuid */
                        orderId?: string | null;
                        /** Format: date-time */
                        dueAt: string;
                        /**
                         * @default normal
                         * @enum {string}
                         */
                        priority?: "low" | "normal" | "high" | "urgent";
                        /** Format: uuid */
                        assigneeMemberId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                taskId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/task/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a task that is not done
         * @description Requires menu 1500. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        taskId: string;
                        version: number;
                        title: string;
                        /** @default  */
                        content?: string;
                        /** Format: uuid */
                        customerId?: string | null;
                        /** Format: uuid */
                        orderId?: string | null;
                        /** Format: date-time */
                        dueAt: string;
                        /**
                         * @default normal
                         * @enum {string}
                         */
                        priority?: "low" | "normal" | "high" | "urgent";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/task/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a task
         * @description Requires menu 1500. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        taskId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/task/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A task
         * @description Requires menu 1500. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        taskId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                taskId: string;
                                title: string;
                                content: string;
                                /** @enum {string} */
                                status: "todo" | "inProgress" | "done";
                                /** @enum {string} */
                                priority: "low" | "normal" | "high" | "urgent";
                                dueAt: string;
                                overdue: boolean;
                                customerId: string | null;
                                customerName: string | null;
                                orderId: string | null;
                                orderNo: string | null;
                                assigneeMemberId: string | null;
                                assigneeName: string | null;
                                teamId: string | null;
                                teamName: string | null;
                                creatorMemberId: string | null;
                                creatorName: string | null;
                                completedAt: string | null;
                                version: number;
                                createdAt: string;
                                updatedAt: string;
                                allowedActions: ("start" | "finish" | "reopen")[];
                                noteCount: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/task/transition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start, finish or reopen a task
         * @description Requires menu 1500. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        taskId: string;
                        version: number;
                        /** @enum {string} */
                        action: "start" | "finish" | "reopen";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                status: "todo" | "inProgress" | "done";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/task/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A task's progress notes
         * @description Requires menu 1500. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        taskId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    noteId: string;
                                    content: string;
                                    memberId: string | null;
                                    memberName: string | null;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/task/addNote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a progress note
         * @description Requires menu 1500. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        taskId: string;
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                noteId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/belong/customerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Owners of customers, paged
         * @description Requires menu 1701. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** Format: uuid */
                        ownerMemberId?: string;
                        /** Format: uuid */
                        teamId?: string;
                        /** @enum {string} */
                        kind?: "enterprise" | "store" | "personal";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    customerId: string;
                                    /** @enum {string} */
                                    kind: "enterprise" | "store" | "personal";
                                    name: string;
                                    phone: string;
                                    ownerMemberId: string | null;
                                    ownerName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    lastTransferAt: string | null;
                                    version: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/belong/orderList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Owners of orders, paged
         * @description Requires menu 1702. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** Format: uuid */
                        ownerMemberId?: string;
                        /** Format: uuid */
                        teamId?: string;
                        /** @enum {string} */
                        kind?: "enterprise" | "store" | "personal";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    orderId: string;
                                    orderNo: string;
                                    customerName: string;
                                    /** @enum {string} */
                                    status: "draft" | "confirmed" | "inProduction" | "delivered" | "completed" | "cancelled";
                                    totalFen: number;
                                    ownerMemberId: string | null;
                                    ownerName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    lastTransferAt: string | null;
                                    version: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/belong/taskList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Owners of tasks, paged
         * @description Requires menu 1703. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** Format: uuid */
                        ownerMemberId?: string;
                        /** Format: uuid */
                        teamId?: string;
                        /** @enum {string} */
                        kind?: "enterprise" | "store" | "personal";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    taskId: string;
                                    title: string;
                                    /** @enum {string} */
                                    status: "todo" | "inProgress" | "done";
                                    dueAt: string;
                                    overdue: boolean;
                                    ownerMemberId: string | null;
                                    ownerName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    lastTransferAt: string | null;
                                    version: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/belong/customerTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer customers to another member or team
         * @description Requires menu 1701. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        /** Format: uuid */
                        toMemberId?: string;
                        /** Format: uuid */
                        toTeamId?: string | null;
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                transferred: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/belong/orderTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer orders to another member or team
         * @description Requires menu 1702. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        /** Format: uuid */
                        toMemberId?: string;
                        /** Format: uuid */
                        toTeamId?: string | null;
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                transferred: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/belong/taskTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer tasks to another member or team
         * @description Requires menu 1703. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        /** Format: uuid */
                        toMemberId?: string;
                        /** Format: uuid */
                        toTeamId?: string | null;
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                transferred: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/belong/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ownership history of one customer, order or task (menus: see docs/api-sales.md)
         * @description Any member of the current enterprise. Refuses with code 1002, 6. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** @enum {string} */
                        entity: "customer" | "order" | "task";
                        /** Format: uuid */
                        entityId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    historyId: string;
                                    fromMemberId: string | null;
                                    fromMemberName: string | null;
                                    fromTeamId: string | null;
                                    fromTeamName: string | null;
                                    toMemberId: string | null;
                                    toMemberName: string | null;
                                    toTeamId: string | null;
                                    toTeamName: string | null;
                                    reason: string;
                                    byName: string | null;
                                    at: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sales teams, paged
         * @description Requires menu 1800. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    teamId: string;
                                    name: string;
                                    leaderMemberId: string | null;
                                    leaderName: string | null;
                                    memberCount: number;
                                    customerCount: number;
                                    orderCount: number;
                                    remark: string;
                                    version: number;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Teams for selects
         * @description Any member of the current enterprise. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                teamId: string;
                                name: string;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a team
         * @description Requires menu 1800. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: uuid */
                        leaderMemberId?: string | null;
                        /** @default [] */
                        memberIds?: string[];
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                teamId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a team and its members
         * @description Requires menu 1800. Refuses with code 1002, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        teamId: string;
                        version: number;
                        name: string;
                        /** Format: uuid */
                        leaderMemberId?: string | null;
                        /** @default [] */
                        memberIds?: string[];
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a team that owns nothing
         * @description Requires menu 1800. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        teamId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A team with its members
         * @description Requires menu 1800. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        teamId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                teamId: string;
                                name: string;
                                leaderMemberId: string | null;
                                leaderName: string | null;
                                memberCount: number;
                                customerCount: number;
                                orderCount: number;
                                remark: string;
                                version: number;
                                createdAt: string;
                                members: {
                                    memberId: string;
                                    name: string;
                                    phone: string;
                                    isLeader: boolean;
                                    customerCount: number;
                                    orderCount: number;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A team's customers
         * @description Requires menu 1800. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        teamId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    customerId: string;
                                    /** @enum {string} */
                                    kind: "enterprise" | "store" | "personal";
                                    name: string;
                                    creditCode: string | null;
                                    contactName: string | null;
                                    brand: string | null;
                                    gender: (0 | 1 | 2) | null;
                                    phone: string;
                                    province: string;
                                    city: string;
                                    area: string;
                                    regionNames: string[];
                                    address: string;
                                    /** @enum {string|null} */
                                    level: "vip" | "important" | "normal" | null;
                                    /** @enum {string|null} */
                                    source: "visit" | "referral" | "exhibition" | "online" | "phone" | "other" | null;
                                    remark: string;
                                    ownerMemberId: string | null;
                                    ownerName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    orderCount: number;
                                    lastFollowUpAt: string | null;
                                    version: number;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A team's orders
         * @description Requires menu 1800. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        teamId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    orderId: string;
                                    orderNo: string;
                                    customerId: string;
                                    customerName: string;
                                    /** @enum {string} */
                                    customerKind: "enterprise" | "store" | "personal";
                                    /** @enum {string} */
                                    status: "draft" | "confirmed" | "inProduction" | "delivered" | "completed" | "cancelled";
                                    orderDate: string;
                                    deliveryDate: string | null;
                                    projectNo: string;
                                    ownerMemberId: string | null;
                                    ownerName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    totalFen: number;
                                    receivedFen: number;
                                    pendingFen: number;
                                    outstandingFen: number;
                                    lineCount: number;
                                    cancelReason: string | null;
                                    remark: string;
                                    version: number;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sales staff with their figures for a period
         * @description Requires menu 1400. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** Format: uuid */
                        teamId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    memberId: string;
                                    name: string;
                                    phone: string;
                                    staffNo: string | null;
                                    roleName: string | null;
                                    teamId: string | null;
                                    teamName: string | null;
                                    customerCount: number;
                                    orderCount: number;
                                    orderAmountFen: number;
                                    collectedFen: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                dateFrom: string;
                                dateTo: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enabled members for owner / assignee selects
         * @description Any member of the current enterprise. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keyword?: string;
                        /** Format: uuid */
                        teamId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                memberId: string;
                                name: string;
                                phone: string;
                                teamId: string | null;
                                teamName: string | null;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salesHome/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Home cards: my customers, tasks, this month
         * @description Requires menu 1001. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                month: string;
                                /** @enum {string} */
                                salesScope: "enterprise" | "mine";
                                myCustomers: number;
                                tasks: {
                                    open: number;
                                    dueSoon: number;
                                    overdue: number;
                                };
                                monthOrders: {
                                    count: number;
                                    amountFen: number;
                                };
                                monthCollectionsFen: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/offlineList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offline collections, paged (+ canReview)
         * @description Requires menu 1601. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** @enum {string} */
                        status?: "pending" | "confirmed" | "rejected";
                        /** Format: uuid */
                        orderId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    collectionId: string;
                                    /** @enum {string} */
                                    channel: "offline" | "online";
                                    orderId: string;
                                    orderNo: string;
                                    customerId: string;
                                    customerName: string;
                                    amountFen: number;
                                    method: ("cash" | "bankTransfer" | "wechat" | "alipay" | "cheque" | "other") | ("wechat" | "alipay" | "unionpay" | "other");
                                    payer: string;
                                    paidOn: string;
                                    paidAt: string | null;
                                    tradeNo: string | null;
                                    voucherFileId: string | null;
                                    voucherUrl: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "confirmed" | "rejected";
                                    rejectReason: string | null;
                                    remark: string;
                                    recordedByName: string | null;
                                    reviewedByName: string | null;
                                    reviewedAt: string | null;
                                    version: number;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                canReview: boolean;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/offlineCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an offline collection (pending)
         * @description Requires menu 1601. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        orderId: string;
                        amountFen: number;
                        /** @enum {string} */
                        method: "cash" | "bankTransfer" | "wechat" | "alipay" | "cheque" | "other";
                        payer: string;
                        /** Format: date */
                        paidOn: string;
                        /** Format: uuid */
                        voucherFileId?: string | null;
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                collectionId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/offlineConfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a pending collection (finance staff only)
         * @description Requires menu 1601. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        collectionId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "rejected";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/offlineReject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending collection (finance staff only)
         * @description Requires menu 1601. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        collectionId: string;
                        version: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "rejected";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/offlineDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a pending offline collection
         * @description Requires menu 1601. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        collectionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/onlineList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Online collections (payment notifications), paged
         * @description Requires menu 1602. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                        /** Format: uuid */
                        orderId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    collectionId: string;
                                    /** @enum {string} */
                                    channel: "offline" | "online";
                                    orderId: string;
                                    orderNo: string;
                                    customerId: string;
                                    customerName: string;
                                    amountFen: number;
                                    method: ("cash" | "bankTransfer" | "wechat" | "alipay" | "cheque" | "other") | ("wechat" | "alipay" | "unionpay" | "other");
                                    payer: string;
                                    paidOn: string;
                                    paidAt: string | null;
                                    tradeNo: string | null;
                                    voucherFileId: string | null;
                                    voucherUrl: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "confirmed" | "rejected";
                                    rejectReason: string | null;
                                    remark: string;
                                    recordedByName: string | null;
                                    reviewedByName: string | null;
                                    reviewedAt: string | null;
                                    version: number;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/paymentSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment notification settings (never the secret)
         * @description Requires menu 1602. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                keyId: string | null;
                                secretSetAt: string | null;
                                notifyPath: string;
                                windowSeconds: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/rotateSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate or rotate the notification secret (shown once)
         * @description Requires menu 1602. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                keyId: string;
                                secret: string;
                                secretSetAt: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/staffList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Members who may confirm collections
         * @description Requires menu 1603. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    memberId: string;
                                    name: string;
                                    phone: string;
                                    roleName: string | null;
                                    status: string;
                                    addedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/staffAdd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Name members as finance staff
         * @description Requires menu 1603. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        memberIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                added: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/staffRemove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member from the finance staff
         * @description Requires menu 1603. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        memberId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment notification from the provider (signed; headers x-sw-key-id, x-sw-timestamp, x-sw-nonce, x-sw-signature)
         * @description Public. Refuses with code 6, 1002. May also answer 1001, 1004, 9998, 9999.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tradeNo: string;
                        orderNo: string;
                        amountFen: number;
                        /** @enum {string} */
                        method: "wechat" | "alipay" | "unionpay" | "other";
                        /** @default  */
                        payer?: string;
                        /** Format: date-time */
                        paidAt: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                collectionId: string;
                                duplicate: boolean;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionProject/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reviewed projects with their derived production status, tab counts and progress
         * @description Requires menu 2300. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /**
                         * @default all
                         * @enum {string}
                         */
                        tab?: "all" | "notStarted" | "inProduction" | "finished";
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    projectId: string;
                                    projectNo: string;
                                    name: string;
                                    clientName: string;
                                    /** @enum {string} */
                                    projectType: "engineering" | "fineWork";
                                    /** @enum {string} */
                                    reviewStatus: "pending" | "reviewed" | "done" | "cancelled";
                                    deliveryDate: string | null;
                                    version: number;
                                    /** @enum {string} */
                                    status: "notStarted" | "inProduction" | "finished";
                                    boardCount: number;
                                    doneBoards: number;
                                    areaMm2: number;
                                    area: string;
                                    doneAreaMm2: number;
                                    doneArea: string;
                                    boardPercent: number;
                                    areaPercent: number;
                                    slabsOnTables: number;
                                    planeCount: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                counts: {
                                    all: number;
                                    notStarted: number;
                                    inProduction: number;
                                    finished: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionProject/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A production project with its planes' status and progress
         * @description Requires menu 2300. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                projectId: string;
                                projectNo: string;
                                name: string;
                                clientName: string;
                                /** @enum {string} */
                                projectType: "engineering" | "fineWork";
                                /** @enum {string} */
                                reviewStatus: "pending" | "reviewed" | "done" | "cancelled";
                                deliveryDate: string | null;
                                version: number;
                                /** @enum {string} */
                                status: "notStarted" | "inProduction" | "finished";
                                boardCount: number;
                                doneBoards: number;
                                areaMm2: number;
                                area: string;
                                doneAreaMm2: number;
                                doneArea: string;
                                boardPercent: number;
                                areaPercent: number;
                                slabsOnTables: number;
                                reviewedAt: string | null;
                                planes: {
                                    planeId: string;
                                    batchNo: string;
                                    /** @enum {string} */
                                    status: "notStarted" | "inProduction" | "finished";
                                    boardCount: number;
                                    doneBoards: number;
                                    areaMm2: number;
                                    area: string;
                                    doneAreaMm2: number;
                                    doneArea: string;
                                    boardPercent: number;
                                    areaPercent: number;
                                    slabsOnTables: number;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionProject/plane": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A plane's boards (status, slab, cutting plan, table, rack, box) and its racks
         * @description Requires menu 2300. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        planeId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                planeId: string;
                                batchNo: string;
                                projectId: string;
                                projectNo: string;
                                projectName: string;
                                /** @enum {string} */
                                status: "notStarted" | "inProduction" | "finished";
                                boardCount: number;
                                doneBoards: number;
                                areaMm2: number;
                                area: string;
                                doneAreaMm2: number;
                                doneArea: string;
                                boardPercent: number;
                                areaPercent: number;
                                slabsOnTables: number;
                                boards: {
                                    boardId: string;
                                    code: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    areaMm2: number;
                                    area: string;
                                    stone: string;
                                    /** @enum {string} */
                                    status: "toCut" | "cutting" | "done";
                                    exception: boolean;
                                    exceptionReason: string;
                                    broken: boolean;
                                    brokenAt: string | null;
                                    slabId: string | null;
                                    slabBarcode: string | null;
                                    slabStatus: string | null;
                                    cuttingPlanId: string | null;
                                    deviceCode: string | null;
                                    /** @enum {string|null} */
                                    tableSide: "A" | "B" | null;
                                    rackNo: string | null;
                                    boxNo: string | null;
                                }[];
                                racks: {
                                    rackId: string;
                                    rackNo: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionProject/setDeliveryDate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a production project's delivery date (versioned, audited)
         * @description Requires menu 2300. Refuses with code 1002, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                        deliveryDate: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Production plans, paged, with counts per status
         * @description Requires menu 2500. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** @enum {string} */
                        status?: "draft" | "issued" | "closed" | "cancelled";
                        keyword?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    planId: string;
                                    planNo: string;
                                    planDate: string;
                                    /** @enum {string} */
                                    status: "draft" | "issued" | "closed" | "cancelled";
                                    slabs: number;
                                    slabsDone: number;
                                    area: number;
                                    boards: number;
                                    devices: string[];
                                    remark: string;
                                    createdByName: string | null;
                                    createdAt: string;
                                    issuedAt: string | null;
                                    actions: ("edit" | "issue" | "cancel" | "close")[];
                                    version: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                counts: {
                                    all: number;
                                    draft: number;
                                    issued: number;
                                    closed: number;
                                    cancelled: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Slabs a plan can take (toPick, accepted cutting plan, in no open plan), with the filters' choices
         * @description Requires menu 2500. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        projectId?: string;
                        /** Format: uuid */
                        planeId?: string;
                        stone?: string;
                        thickness?: number;
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    slabId: string;
                                    barcode: string;
                                    blockNo: string;
                                    bundleNo: string;
                                    slabNo: string;
                                    stone: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    area: number;
                                    boards: number;
                                    boardArea: number;
                                    projectId: string;
                                    projectName: string;
                                    planeId: string | null;
                                    batchNo: string | null;
                                    warehouseName: string | null;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                options: {
                                    projects: {
                                        projectId: string;
                                        name: string;
                                        projectNo: string;
                                        planes: {
                                            planeId: string;
                                            batchNo: string;
                                        }[];
                                    }[];
                                    stones: string[];
                                    thicknesses: number[];
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scanned slab barcode: the slab or why a plan cannot take it
         * @description Requires menu 2500. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        barcode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                slabId: string;
                                barcode: string;
                                blockNo: string;
                                bundleNo: string;
                                slabNo: string;
                                stone: string;
                                length: number;
                                width: number;
                                thickness: number;
                                area: number;
                                boards: number;
                                boardArea: number;
                                projectId: string;
                                projectName: string;
                                planeId: string | null;
                                batchNo: string | null;
                                warehouseName: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Devices with their limits and the load on each table
         * @description Requires menu 2500. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                deviceId: string;
                                code: string;
                                /** @enum {string} */
                                series: "S600" | "C500" | "smart400";
                                maxLength: number;
                                maxWidth: number;
                                maxThickness: number;
                                loadA: number;
                                loadB: number;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest each slab's device table and cutting order (device limits, planes together, balanced)
         * @description Requires menu 2500. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slabIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                rows: {
                                    /** Format: uuid */
                                    slabId: string;
                                    /** Format: uuid */
                                    deviceId: string;
                                    /** @enum {string} */
                                    tableSide: "A" | "B";
                                    seq: number;
                                }[];
                                unfit: {
                                    slabId: string;
                                    barcode: string;
                                    reasons: ("size" | "thickness")[];
                                    message: string;
                                }[];
                                loads: {
                                    deviceId: string;
                                    code: string;
                                    /** @enum {string} */
                                    tableSide: "A" | "B";
                                    existing: number;
                                    planned: number;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a draft plan (numbered per day)
         * @description Requires menu 2500. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        planDate: string;
                        /** @default  */
                        remark?: string;
                        slabs: {
                            /** Format: uuid */
                            slabId: string;
                            /** Format: uuid */
                            deviceId: string;
                            /** @enum {string} */
                            tableSide: "A" | "B";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                planId: string;
                                planNo: string;
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a draft: date, remark, slabs in order per table
         * @description Requires menu 2500. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        planId: string;
                        version: number;
                        /** Format: date */
                        planDate: string;
                        /** @default  */
                        remark?: string;
                        slabs: {
                            /** Format: uuid */
                            slabId: string;
                            /** Format: uuid */
                            deviceId: string;
                            /** @enum {string} */
                            tableSide: "A" | "B";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a draft plan
         * @description Requires menu 2500. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        planId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a draft or issued plan before any pick
         * @description Requires menu 2500. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        planId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionPlan/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A plan per device table with live slab status (and the picking sheet)
         * @description Requires menu 2500. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        planId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                planId: string;
                                planNo: string;
                                planDate: string;
                                /** @enum {string} */
                                status: "draft" | "issued" | "closed" | "cancelled";
                                slabs: number;
                                slabsDone: number;
                                area: number;
                                boards: number;
                                devices: string[];
                                remark: string;
                                createdByName: string | null;
                                createdAt: string;
                                issuedAt: string | null;
                                actions: ("edit" | "issue" | "cancel" | "close")[];
                                version: number;
                                issuedByName: string | null;
                                closedAt: string | null;
                                cancelledAt: string | null;
                                slabsPicked: number;
                                tables: {
                                    deviceId: string;
                                    deviceCode: string;
                                    /** @enum {string} */
                                    series: "S600" | "C500" | "smart400";
                                    /** @enum {string} */
                                    tableSide: "A" | "B";
                                    slabs: {
                                        slabId: string;
                                        barcode: string;
                                        blockNo: string;
                                        bundleNo: string;
                                        slabNo: string;
                                        stone: string;
                                        length: number;
                                        width: number;
                                        thickness: number;
                                        area: number;
                                        boards: number;
                                        boardArea: number;
                                        projectId: string;
                                        projectName: string;
                                        planeId: string | null;
                                        batchNo: string | null;
                                        warehouseName: string | null;
                                        seq: number;
                                        /** @enum {string} */
                                        status: "toPick" | "toCut" | "cutting" | "done";
                                        onDeviceCode: string | null;
                                        /** @enum {string|null} */
                                        onTableSide: "A" | "B" | null;
                                        boardCodes: string[];
                                    }[];
                                }[];
                                enterpriseName: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/picking/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scanned slab barcode
         * @description Requires menu 2700. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        barcode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                slabId: string;
                                barcode: string;
                                blockNo: string;
                                bundleNo: string;
                                slabNo: string;
                                stone: string;
                                length: number;
                                width: number;
                                thickness: number;
                                area: number;
                                /** @enum {string} */
                                status: "toPick" | "toCut" | "cutting" | "done";
                                exception: boolean;
                                exceptionReason: string;
                                warehouseId: string | null;
                                warehouseName: string | null;
                                deviceId: string | null;
                                deviceCode: string | null;
                                /** @enum {string|null} */
                                tableSide: "A" | "B" | null;
                                boards: number;
                                projectName: string | null;
                                batchNo: string | null;
                                productionPlanId: string | null;
                                productionPlanNo: string | null;
                                planDeviceId: string | null;
                                planDeviceCode: string | null;
                                /** @enum {string|null} */
                                planTableSide: "A" | "B" | null;
                                pickedByName: string | null;
                                pickedAt: string | null;
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/picking/slabList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Slabs to pick (toPick) or to return / transfer (toCut)
         * @description Requires menu 2700. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** @enum {string} */
                        status?: "toPick" | "toCut";
                        stone?: string;
                        thickness?: number;
                        /** Format: uuid */
                        warehouseId?: string;
                        /** Format: uuid */
                        projectId?: string;
                        /** Format: uuid */
                        deviceId?: string;
                        barcode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    slabId: string;
                                    barcode: string;
                                    blockNo: string;
                                    bundleNo: string;
                                    slabNo: string;
                                    stone: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    area: number;
                                    /** @enum {string} */
                                    status: "toPick" | "toCut" | "cutting" | "done";
                                    exception: boolean;
                                    exceptionReason: string;
                                    warehouseId: string | null;
                                    warehouseName: string | null;
                                    deviceId: string | null;
                                    deviceCode: string | null;
                                    /** @enum {string|null} */
                                    tableSide: "A" | "B" | null;
                                    boards: number;
                                    projectName: string | null;
                                    batchNo: string | null;
                                    productionPlanId: string | null;
                                    productionPlanNo: string | null;
                                    planDeviceId: string | null;
                                    planDeviceCode: string | null;
                                    /** @enum {string|null} */
                                    planTableSide: "A" | "B" | null;
                                    pickedByName: string | null;
                                    pickedAt: string | null;
                                    version: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/picking/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Devices, warehouses, operators, projects, stones and thicknesses
         * @description Requires menu 2700. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                devices: {
                                    deviceId: string;
                                    code: string;
                                    /** @enum {string} */
                                    series: "S600" | "C500" | "smart400";
                                    maxLength: number;
                                    maxWidth: number;
                                    maxThickness: number;
                                    /** @enum {string} */
                                    tableA: "unoccupied" | "picked";
                                    /** @enum {string} */
                                    tableB: "unoccupied" | "picked";
                                }[];
                                warehouses: {
                                    warehouseId: string;
                                    name: string;
                                    code: string;
                                }[];
                                operators: {
                                    userId: string;
                                    name: string;
                                }[];
                                projects: {
                                    projectId: string;
                                    name: string;
                                    projectNo: string;
                                }[];
                                stones: string[];
                                thicknesses: number[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/picking/pick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick slabs onto a device table (unsuitable ones left out, with reasons)
         * @description Requires menu 2700. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slabIds: string[];
                        /** Format: uuid */
                        deviceId?: string;
                        /** @enum {string} */
                        tableSide?: "A" | "B";
                        /** @default false */
                        offPlan?: boolean;
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                recordId: string;
                                recordNo: string;
                                count: number;
                                removed: {
                                    slabId: string;
                                    barcode: string;
                                    reasons: ("size" | "thickness")[];
                                    message: string;
                                }[];
                                records: {
                                    recordId: string;
                                    recordNo: string;
                                    deviceId: string;
                                    deviceCode: string;
                                    /** @enum {string} */
                                    tableSide: "A" | "B";
                                    planNo: string | null;
                                    slabs: {
                                        slabId: string;
                                        barcode: string;
                                    }[];
                                }[];
                                offPlan: {
                                    slabId: string;
                                    barcode: string;
                                    planNo: string;
                                    planDeviceCode: string;
                                    /** @enum {string} */
                                    planTableSide: "A" | "B";
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/picking/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return slabs to a warehouse
         * @description Requires menu 2700. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slabIds: string[];
                        /** Format: uuid */
                        warehouseId: string;
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                recordId: string;
                                recordNo: string;
                                count: number;
                                removed: {
                                    slabId: string;
                                    barcode: string;
                                    reasons: ("size" | "thickness")[];
                                    message: string;
                                }[];
                                records: {
                                    recordId: string;
                                    recordNo: string;
                                    deviceId: string;
                                    deviceCode: string;
                                    /** @enum {string} */
                                    tableSide: "A" | "B";
                                    planNo: string | null;
                                    slabs: {
                                        slabId: string;
                                        barcode: string;
                                    }[];
                                }[];
                                offPlan: {
                                    slabId: string;
                                    barcode: string;
                                    planNo: string;
                                    planDeviceCode: string;
                                    /** @enum {string} */
                                    planTableSide: "A" | "B";
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/picking/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move slabs to another table or device
         * @description Requires menu 2700. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slabIds: string[];
                        /** Format: uuid */
                        deviceId: string;
                        /** @enum {string} */
                        tableSide: "A" | "B";
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                recordId: string;
                                recordNo: string;
                                count: number;
                                removed: {
                                    slabId: string;
                                    barcode: string;
                                    reasons: ("size" | "thickness")[];
                                    message: string;
                                }[];
                                records: {
                                    recordId: string;
                                    recordNo: string;
                                    deviceId: string;
                                    deviceCode: string;
                                    /** @enum {string} */
                                    tableSide: "A" | "B";
                                    planNo: string | null;
                                    slabs: {
                                        slabId: string;
                                        barcode: string;
                                    }[];
                                }[];
                                offPlan: {
                                    slabId: string;
                                    barcode: string;
                                    planNo: string;
                                    planDeviceCode: string;
                                    /** @enum {string} */
                                    planTableSide: "A" | "B";
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/picking/transferProposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The table a transfer of these slabs should go to: their issued production plan's
         * @description Requires menu 2700. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slabIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                proposal: {
                                    deviceId: string;
                                    deviceCode: string;
                                    /** @enum {string} */
                                    tableSide: "A" | "B";
                                    planNo: string;
                                    slabIds: string[];
                                } | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/picking/recordList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Machine picking records, paged
         * @description Requires menu 2700. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** @enum {string} */
                        kind?: "pick" | "return" | "transfer";
                        /** Format: uuid */
                        deviceId?: string;
                        /** Format: uuid */
                        operatorId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        barcode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    recordId: string;
                                    recordNo: string;
                                    /** @enum {string} */
                                    kind: "pick" | "return" | "transfer";
                                    deviceId: string;
                                    deviceCode: string;
                                    /** @enum {string} */
                                    tableSide: "A" | "B";
                                    toDeviceId: string | null;
                                    toDeviceCode: string | null;
                                    /** @enum {string|null} */
                                    toTableSide: "A" | "B" | null;
                                    warehouseId: string | null;
                                    warehouseName: string | null;
                                    planId: string | null;
                                    planNo: string | null;
                                    slabCount: number;
                                    area: number;
                                    boards: number;
                                    racksNeeded: number;
                                    operatorId: string;
                                    operatorName: string | null;
                                    remark: string;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/picking/recordSlabs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The slabs of a picking record
         * @description Requires menu 2700. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        recordId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                slabId: string;
                                barcode: string;
                                blockNo: string;
                                bundleNo: string;
                                slabNo: string;
                                stone: string;
                                length: number;
                                width: number;
                                thickness: number;
                                area: number;
                                /** @enum {string} */
                                status: "toPick" | "toCut" | "cutting" | "done";
                                exception: boolean;
                                exceptionReason: string;
                                warehouseId: string | null;
                                warehouseName: string | null;
                                deviceId: string | null;
                                deviceCode: string | null;
                                /** @enum {string|null} */
                                tableSide: "A" | "B" | null;
                                boards: number;
                                projectName: string | null;
                                batchNo: string | null;
                                productionPlanId: string | null;
                                productionPlanNo: string | null;
                                planDeviceId: string | null;
                                planDeviceCode: string | null;
                                /** @enum {string|null} */
                                planTableSide: "A" | "B" | null;
                                pickedByName: string | null;
                                pickedAt: string | null;
                                version: number;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/production/deviceDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A device: its tables' slabs in cutting order and today's picking records
         * @description Requires menu 2902. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                device: {
                                    deviceId: string;
                                    code: string;
                                    /** @enum {string} */
                                    series: "S600" | "C500" | "smart400";
                                    maxLength: number;
                                    maxWidth: number;
                                    maxThickness: number;
                                    /** @enum {string} */
                                    tableA: "unoccupied" | "picked";
                                    /** @enum {string} */
                                    tableB: "unoccupied" | "picked";
                                    linked: boolean;
                                    linkedAt: string | null;
                                    status: {
                                        /** @enum {string} */
                                        state: "reporting" | "silent" | "linked" | "never";
                                        linked: boolean;
                                        linkedAt: string | null;
                                        lastReportAt: string | null;
                                        windowMinutes: number;
                                    };
                                };
                                tables: {
                                    /** @enum {string} */
                                    side: "A" | "B";
                                    /** @enum {string} */
                                    state: "unoccupied" | "picked";
                                    slabCount: number;
                                    area: number;
                                    barcodes: string[];
                                    slabs: {
                                        slabId: string;
                                        barcode: string;
                                        blockNo: string;
                                        bundleNo: string;
                                        slabNo: string;
                                        stone: string;
                                        length: number;
                                        width: number;
                                        thickness: number;
                                        area: number;
                                        /** @enum {string} */
                                        status: "toPick" | "toCut" | "cutting" | "done";
                                        exception: boolean;
                                        exceptionReason: string;
                                        warehouseId: string | null;
                                        warehouseName: string | null;
                                        deviceId: string | null;
                                        deviceCode: string | null;
                                        /** @enum {string|null} */
                                        tableSide: "A" | "B" | null;
                                        boards: number;
                                        projectName: string | null;
                                        batchNo: string | null;
                                        productionPlanId: string | null;
                                        productionPlanNo: string | null;
                                        planDeviceId: string | null;
                                        planDeviceCode: string | null;
                                        /** @enum {string|null} */
                                        planTableSide: "A" | "B" | null;
                                        pickedByName: string | null;
                                        pickedAt: string | null;
                                        version: number;
                                    }[];
                                }[];
                                todayPicks: number;
                                todayRecords: {
                                    recordId: string;
                                    recordNo: string;
                                    /** @enum {string} */
                                    kind: "pick" | "return" | "transfer";
                                    deviceId: string;
                                    deviceCode: string;
                                    /** @enum {string} */
                                    tableSide: "A" | "B";
                                    toDeviceId: string | null;
                                    toDeviceCode: string | null;
                                    /** @enum {string|null} */
                                    toTableSide: "A" | "B" | null;
                                    warehouseId: string | null;
                                    warehouseName: string | null;
                                    planId: string | null;
                                    planNo: string | null;
                                    slabCount: number;
                                    area: number;
                                    boards: number;
                                    racksNeeded: number;
                                    operatorId: string;
                                    operatorName: string | null;
                                    remark: string;
                                    createdAt: string;
                                }[];
                                ingestErrors: {
                                    today: number;
                                    latest: {
                                        at: string;
                                        recordId: string | null;
                                        code: number;
                                        reason: string;
                                        message: string;
                                    }[];
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cutting/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start cutting a slab on its table
         * @description Requires menu 2400. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        slabId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                boards: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cutting/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a slab complete (irrevocable): its boards are cut; closes finished plans and projects
         * @description Requires menu 2400. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        slabId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                boards: number;
                                closedPlans: string[];
                                finishedProjects: string[];
                                remnants: string[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cutting/breakBoard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flag a board broken: it goes back to planning
         * @description Requires menu 2400. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        boardId: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                boardId: string;
                                code: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cutting/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A slab barcode or board code and the action it offers
         * @description Requires menu 2400. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                kind: "slab" | "board";
                                slabId: string | null;
                                boardId: string | null;
                                code: string;
                                /** @enum {string} */
                                action: "start" | "complete" | "break";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionTask/cutting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every device table with its slabs in cutting order
         * @description Requires menu 2400. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                tables: {
                                    deviceId: string;
                                    deviceCode: string;
                                    series: string;
                                    /** @enum {string|null} */
                                    tableSide: "A" | "B" | null;
                                    slabs: {
                                        slabId: string;
                                        barcode: string;
                                        blockNo: string;
                                        bundleNo: string;
                                        slabNo: string;
                                        stone: string;
                                        length: number;
                                        width: number;
                                        thickness: number;
                                        area: number;
                                        /** @enum {string} */
                                        status: "toPick" | "toCut" | "cutting" | "done";
                                        version: number;
                                        planNo: string | null;
                                        seq: number | null;
                                        pickedAt: string | null;
                                        startedAt: string | null;
                                        projectId: string | null;
                                        projectName: string | null;
                                        projectNo: string | null;
                                        batchNo: string | null;
                                        boards: {
                                            boardId: string;
                                            code: string;
                                            length: number;
                                            width: number;
                                            /** @enum {string} */
                                            status: "toCut" | "cutting" | "done";
                                            exception: boolean;
                                            exceptionReason: string;
                                        }[];
                                    }[];
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionTask/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How much waits in each queue
         * @description Requires menu 2400. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                cutting: number;
                                secondProcessing: number;
                                packing: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productionTask/boards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cut boards waiting for second processing (by craft) or packing
         * @description Requires menu 2400. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** @enum {string} */
                        category: "secondProcessing" | "packing";
                        /** Format: uuid */
                        craftId?: string;
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    boardId: string;
                                    code: string;
                                    projectId: string;
                                    projectName: string;
                                    projectNo: string;
                                    planeId: string;
                                    batchNo: string;
                                    stone: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    area: number;
                                    slabBarcode: string | null;
                                    craftId: string | null;
                                    craftName: string | null;
                                    workshopName: string | null;
                                    boxCode: string | null;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                groups: {
                                    craftId: string;
                                    craftName: string;
                                    workshopName: string;
                                    count: number;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/trips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Racks with their open trips: filters, sort, tab counts
         * @description Requires menu 2800. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** @enum {string} */
                        status?: "idle" | "occupied";
                        /** @enum {string} */
                        stage?: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                        /** @enum {string} */
                        state?: "idle" | "loaded" | "inTransit" | "received" | "toReturn";
                        /** Format: uuid */
                        projectId?: string;
                        overdue?: boolean;
                        keyword?: string;
                        /**
                         * @default codeAsc
                         * @enum {string}
                         */
                        sort?: "codeAsc" | "codeDesc" | "createdAsc" | "createdDesc";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    rackId: string;
                                    number: string;
                                    code: string;
                                    /** @enum {string} */
                                    status: "idle" | "occupied";
                                    /** @enum {string} */
                                    state: "idle" | "loaded" | "inTransit" | "received" | "toReturn";
                                    /** @enum {string|null} */
                                    stage: "cutting" | "reinforcement" | "secondProcessing" | "packing" | null;
                                    route: ("cutting" | "reinforcement" | "secondProcessing" | "packing")[];
                                    stageStates: {
                                        /** @enum {string} */
                                        cutting: "notStarted" | "inProgress" | "done" | "skipped";
                                        /** @enum {string} */
                                        reinforcement: "notStarted" | "inProgress" | "done" | "skipped";
                                        /** @enum {string} */
                                        secondProcessing: "notStarted" | "inProgress" | "done" | "skipped";
                                        /** @enum {string} */
                                        packing: "notStarted" | "inProgress" | "done" | "skipped";
                                    };
                                    projectId: string | null;
                                    projectName: string | null;
                                    projectNo: string | null;
                                    planeId: string | null;
                                    batchNo: string | null;
                                    boards: number;
                                    areaMm2: number;
                                    safetyValue: string;
                                    maxValue: string;
                                    location: string;
                                    operatorName: string | null;
                                    stateSince: string | null;
                                    overdue: boolean;
                                    actions: ("generate" | "load" | "circulate" | "receive" | "cancel" | "pack" | "dismantle" | "return" | "unload")[];
                                    tripId: string | null;
                                    version: number | null;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                counts: {
                                    all: number;
                                    idle: number;
                                    occupied: number;
                                    overdue: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A rack, its open trip, its boards and its circulation record
         * @description Requires menu 2800. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        rackId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                rack: {
                                    rackId: string;
                                    number: string;
                                    code: string;
                                    /** @enum {string} */
                                    status: "idle" | "occupied";
                                    /** @enum {string} */
                                    state: "idle" | "loaded" | "inTransit" | "received" | "toReturn";
                                    /** @enum {string|null} */
                                    stage: "cutting" | "reinforcement" | "secondProcessing" | "packing" | null;
                                    route: ("cutting" | "reinforcement" | "secondProcessing" | "packing")[];
                                    stageStates: {
                                        /** @enum {string} */
                                        cutting: "notStarted" | "inProgress" | "done" | "skipped";
                                        /** @enum {string} */
                                        reinforcement: "notStarted" | "inProgress" | "done" | "skipped";
                                        /** @enum {string} */
                                        secondProcessing: "notStarted" | "inProgress" | "done" | "skipped";
                                        /** @enum {string} */
                                        packing: "notStarted" | "inProgress" | "done" | "skipped";
                                    };
                                    projectId: string | null;
                                    projectName: string | null;
                                    projectNo: string | null;
                                    planeId: string | null;
                                    batchNo: string | null;
                                    boards: number;
                                    areaMm2: number;
                                    safetyValue: string;
                                    maxValue: string;
                                    location: string;
                                    operatorName: string | null;
                                    stateSince: string | null;
                                    overdue: boolean;
                                    actions: ("generate" | "load" | "circulate" | "receive" | "cancel" | "pack" | "dismantle" | "return" | "unload")[];
                                    tripId: string | null;
                                    version: number | null;
                                    classNo: string;
                                };
                                boards: {
                                    boardId: string;
                                    code: string;
                                    planeId: string;
                                    batchNo: string;
                                    length: number;
                                    width: number;
                                    thickness: string;
                                    areaMm2: number;
                                    craftsDone: number;
                                    craftsTotal: number;
                                    boxNo: string | null;
                                    loadedAt: string;
                                }[];
                                events: {
                                    eventId: string;
                                    tripId: string;
                                    /** @enum {string} */
                                    action: "generate" | "load" | "circulate" | "receive" | "cancel" | "pack" | "dismantle" | "return" | "unload";
                                    from: string;
                                    to: string;
                                    /** @enum {string} */
                                    stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                                    boards: number;
                                    areaMm2: number;
                                    operatorName: string | null;
                                    at: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/byCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scanned rack code → the rack
         * @description Requires menu 2800. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                rackId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/loadable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cut boards that may go on a rack
         * @description Requires menu 2800. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        rackId?: string;
                        /** Format: uuid */
                        planeId?: string;
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                boardId: string;
                                code: string;
                                projectId: string;
                                projectName: string;
                                planeId: string;
                                batchNo: string;
                                length: number;
                                width: number;
                                thickness: string;
                                areaMm2: number;
                                crafts: number;
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/checkBoard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scanned board code checked against a rack before loading
         * @description Requires menu 2800. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        rackId: string;
                        code: string;
                        /** Format: uuid */
                        planeId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                boardId: string;
                                code: string;
                                projectId: string;
                                projectName: string;
                                planeId: string;
                                batchNo: string;
                                length: number;
                                width: number;
                                thickness: string;
                                areaMm2: number;
                                crafts: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Load cut boards of one plane onto an idle rack (a new trip at cutting)
         * @description Requires menu 2800. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        rackId: string;
                        boardIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                tripId: string;
                                version: number;
                                boards: number;
                                areaMm2: number;
                                /** @enum {string} */
                                warning?: "overSafety";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * More boards of the trip's plane while it is loaded at cutting
         * @description Requires menu 2800. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tripId: string;
                        version: number;
                        boardIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                tripId: string;
                                version: number;
                                boards: number;
                                areaMm2: number;
                                /** @enum {string} */
                                warning?: "overSafety";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/circulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the rack to the next stage of its route
         * @description Requires menu 2800. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tripId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                state: "loaded" | "inTransit" | "received" | "toReturn" | "returned" | "cancelled";
                                /** @enum {string} */
                                stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The next stage's workshop accepts the rack
         * @description Requires menu 2800. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tripId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                state: "loaded" | "inTransit" | "received" | "toReturn" | "returned" | "cancelled";
                                /** @enum {string} */
                                stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a generate before any circulation: the boards come off
         * @description Requires menu 2800. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tripId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                state: "loaded" | "inTransit" | "received" | "toReturn" | "returned" | "cancelled";
                                /** @enum {string} */
                                stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/dismantle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unload what is left: the rack goes to return
         * @description Requires menu 2800. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tripId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                state: "loaded" | "inTransit" | "received" | "toReturn" | "returned" | "cancelled";
                                /** @enum {string} */
                                stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The rack is back at its place: idle
         * @description Requires menu 2800. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tripId: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                state: "loaded" | "inTransit" | "received" | "toReturn" | "returned" | "cancelled";
                                /** @enum {string} */
                                stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/gate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The stage gate: boards on the trip with work of its stage pending, and where it is done
         * @description Requires menu 2800. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tripId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                tripId: string;
                                rackId: string;
                                code: string;
                                /** @enum {string} */
                                stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                                /** @enum {string} */
                                state: "loaded" | "inTransit" | "received" | "toReturn" | "returned" | "cancelled";
                                version: number;
                                pending: {
                                    boardId: string;
                                    code: string;
                                    crafts: {
                                        seq: number;
                                        craftName: string;
                                        workshopId: string;
                                        workshopName: string;
                                    }[];
                                }[];
                                workshops: {
                                    workshopId: string;
                                    workshopName: string;
                                    boardIds: string[];
                                    crafts: string[];
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/unloadBoards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take boards off the rack with a reason (audited), so the rest may go on
         * @description Requires menu 2800. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tripId: string;
                        version: number;
                        boardIds: string[];
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                version: number;
                                /** @enum {string} */
                                state: "loaded" | "inTransit" | "received" | "toReturn" | "returned" | "cancelled";
                                /** @enum {string} */
                                stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                                boards: number;
                                areaMm2: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Projects in production and their planes (filters)
         * @description Requires menu 2800. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                projectId: string;
                                projectNo: string;
                                name: string;
                                planes: {
                                    planeId: string;
                                    batchNo: string;
                                }[];
                            }[];
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hours a rack may stay at each stage before it is overdue
         * @description Requires menu 2800. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                limits: {
                                    cutting: number;
                                    reinforcement: number;
                                    secondProcessing: number;
                                    packing: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rackTrip/saveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the hours per stage
         * @description Requires menu 2800. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        limits: {
                            cutting: number;
                            reinforcement: number;
                            secondProcessing: number;
                            packing: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                limits: {
                                    cutting: number;
                                    reinforcement: number;
                                    secondProcessing: number;
                                    packing: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/craftWork/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scanned board or rack: its boards' next pending craft lines, confirmable here or why not
         * @description Requires menu 2400. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** Format: uuid */
                        workshopId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                kind: "board" | "rack";
                                rack: {
                                    rackId: string;
                                    number: number;
                                    tripId: string | null;
                                    stage: string | null;
                                    state: string;
                                    wholeRack: boolean;
                                } | null;
                                boards: {
                                    boardId: string;
                                    code: string;
                                    projectId: string;
                                    projectName: string;
                                    projectNo: string;
                                    batchNo: string;
                                    length: number;
                                    width: number;
                                    tripId: string | null;
                                    rackNumber: number | null;
                                    doneCount: number;
                                    lineCount: number;
                                    next: {
                                        seq: number;
                                        craftId: string;
                                        craftName: string;
                                        workshopId: string;
                                        workshopName: string;
                                        /** @enum {string} */
                                        pricingUnit: "piece" | "metre" | "squareMetre";
                                        quantityMilli: number;
                                        /** @enum {string} */
                                        quantitySource: "imported" | "default";
                                        unitPriceFen: number;
                                        /** @enum {string} */
                                        priceSource: "processFlow" | "craft";
                                        feeFen: number;
                                    }[];
                                    feeFen: number;
                                    canConfirm: boolean;
                                    /** @enum {string|null} */
                                    refusal: "wrongWorkshop" | "nothingPending" | "notCut" | "broken" | null;
                                    message: string | null;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/craftWork/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the next pending crafts of boards (or a whole rack) done in a workshop
         * @description Requires menu 2400. Refuses with code 1002, 1003, 1012. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        workshopId: string;
                        boardIds?: string[];
                        /** Format: uuid */
                        tripId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                records: {
                                    recordId: string;
                                    boardId: string;
                                    boardCode: string;
                                    seq: number;
                                    craftName: string;
                                    quantityMilli: number;
                                    /** @enum {string} */
                                    unit: "piece" | "metre" | "squareMetre";
                                    unitPriceFen: number;
                                    feeFen: number;
                                }[];
                                totalFeeFen: number;
                                skipped: {
                                    boardId: string;
                                    boardCode: string;
                                    message: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/craftWork/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Craft records with their fees, newest first
         * @description Requires menu 2400. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        projectId?: string;
                        /** Format: uuid */
                        boardId?: string;
                        /** Format: uuid */
                        operatorId?: string;
                        /** Format: uuid */
                        workshopId?: string;
                        keyword?: string;
                        from?: string;
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    recordId: string;
                                    boardId: string;
                                    boardCode: string;
                                    projectId: string;
                                    projectName: string;
                                    projectNo: string;
                                    seq: number;
                                    craftId: string;
                                    craftName: string;
                                    workshopId: string;
                                    workshopName: string;
                                    /** @enum {string} */
                                    pricingUnit: "piece" | "metre" | "squareMetre";
                                    quantityMilli: number;
                                    unitPriceFen: number;
                                    feeFen: number;
                                    operatorId: string;
                                    operatorName: string;
                                    rackNumber: number | null;
                                    doneAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                totalFeeFen: number;
                                operators: {
                                    userId: string;
                                    name: string;
                                }[];
                                projects: {
                                    projectId: string;
                                    name: string;
                                    projectNo: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packing/boxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Packing boxes with their derived status
         * @description Requires menu 2400. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        projectId?: string;
                        /** @enum {string} */
                        status?: "toPack" | "packing" | "done";
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    boxId: string;
                                    boxNo: string;
                                    code: string;
                                    projectId: string;
                                    projectNo: string;
                                    projectName: string;
                                    length: number;
                                    width: number;
                                    height: number;
                                    /** @enum {string} */
                                    status: "toPack" | "packing" | "done";
                                    boardCount: number;
                                    areaMm2: number;
                                    area: string;
                                    plannedCount: number;
                                    sealedAt: string | null;
                                    shortCodes: string[] | null;
                                    version: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packing/byCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scanned box code (<projectNo>-<boxNo>)
         * @description Requires menu 2400. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                boxId: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packing/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A box, its boards and its record
         * @description Requires menu 2400. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        boxId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                boxId: string;
                                boxNo: string;
                                code: string;
                                projectId: string;
                                projectNo: string;
                                projectName: string;
                                length: number;
                                width: number;
                                height: number;
                                /** @enum {string} */
                                status: "toPack" | "packing" | "done";
                                boardCount: number;
                                areaMm2: number;
                                area: string;
                                plannedCount: number;
                                sealedAt: string | null;
                                shortCodes: string[] | null;
                                version: number;
                                sealedByName: string | null;
                                boards: {
                                    boardId: string;
                                    code: string;
                                    planeId: string;
                                    batchNo: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    areaMm2: number;
                                    area: string;
                                    /** @enum {string} */
                                    packingStatus: "toPack" | "packing" | "packed";
                                    packedAt: string;
                                    packedByName: string | null;
                                }[];
                                planned: {
                                    boardId: string;
                                    code: string;
                                    planeId: string;
                                    batchNo: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    areaMm2: number;
                                    area: string;
                                }[];
                                events: {
                                    eventId: string;
                                    /** @enum {string} */
                                    action: "add" | "remove" | "seal" | "reopen";
                                    /** @enum {string} */
                                    fromState: "toPack" | "packing" | "done";
                                    /** @enum {string} */
                                    toState: "toPack" | "packing" | "done";
                                    boardCode: string | null;
                                    operatorName: string | null;
                                    at: string;
                                    reason: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packing/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Boards into a box: each added or refused with its reason
         * @description Requires menu 2400. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        boxId: string;
                        boardCodes?: string[];
                        boardIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                added: {
                                    boardId: string;
                                    code: string;
                                    rackNo: string | null;
                                    rackToReturn: boolean;
                                }[];
                                refused: {
                                    code: string;
                                    boardId: string | null;
                                    reason: string;
                                }[];
                                /** @enum {string} */
                                status: "toPack" | "packing" | "done";
                                boardCount: number;
                                areaMm2: number;
                                area: string;
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packing/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A board out of an unsealed box
         * @description Requires menu 2400. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        boxId: string;
                        /** Format: uuid */
                        boardId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                status: "toPack" | "packing" | "done";
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packing/seal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seal a box (needs a board; short of its packing list only when confirmed)
         * @description Requires menu 2400. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        boxId: string;
                        version: number;
                        confirmShort?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                status: "toPack" | "packing" | "done";
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packing/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a sealed box, with a reason (audited)
         * @description Requires menu 2600. Refuses with code 1002, 1012, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        boxId: string;
                        version: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                status: "toPack" | "packing" | "done";
                                version: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packing/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List a board for another box of its project, with a reason (audited)
         * @description Requires menu 2600. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        boardId: string;
                        /** Format: uuid */
                        toBoxId: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                boardId: string;
                                code: string;
                                fromBoxId: string | null;
                                fromBoxCode: string | null;
                                toBoxId: string;
                                toBoxCode: string;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Planes (by project or batch no.) or packing boxes (by box code) with board counts and progress
         * @description Requires menu 2600. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /**
                         * @default plane
                         * @enum {string}
                         */
                        by?: "plane" | "box";
                        keyword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    /** @enum {string} */
                                    kind: "plane" | "box";
                                    planeId: string | null;
                                    batchNo: string | null;
                                    boxId: string | null;
                                    boxNo: string | null;
                                    boxCode: string | null;
                                    /** @enum {string|null} */
                                    boxState: "toPack" | "packing" | "done" | null;
                                    shortCodes: string[] | null;
                                    projectId: string;
                                    projectNo: string;
                                    projectName: string;
                                    boardCount: number;
                                    cutBoards: number;
                                    packedBoards: number;
                                    areaMm2: number;
                                    area: string;
                                    packedPercent: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/boards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every board of a plane or a box: stage, rack, box, step times; progress by stage of it and its project
         * @description Requires menu 2600. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        planeId?: string;
                        /** Format: uuid */
                        boxId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                kind: "plane" | "box";
                                projectId: string;
                                projectNo: string;
                                projectName: string;
                                planeId: string | null;
                                batchNo: string | null;
                                boxId: string | null;
                                boxNo: string | null;
                                boxCode: string | null;
                                /** @enum {string|null} */
                                boxState: "toPack" | "packing" | "done" | null;
                                shortCodes: string[] | null;
                                boards: {
                                    boardId: string;
                                    code: string;
                                    length: number;
                                    width: number;
                                    thickness: number;
                                    areaMm2: number;
                                    area: string;
                                    /** @enum {string} */
                                    stage: "notCut" | "cut" | "onRack" | "craftsDone" | "inBox" | "packed";
                                    broken: boolean;
                                    rackId: string | null;
                                    rackCode: string | null;
                                    /** @enum {string|null} */
                                    rackStage: "cutting" | "reinforcement" | "secondProcessing" | "packing" | null;
                                    /** @enum {string|null} */
                                    rackState: "idle" | "loaded" | "inTransit" | "received" | "toReturn" | null;
                                    lastRackCode: string | null;
                                    boxId: string | null;
                                    boxNo: string | null;
                                    craftsDone: number;
                                    craftsTotal: number;
                                    times: {
                                        cutAt: string | null;
                                        loadedAt: string | null;
                                        received: {
                                            /** @enum {string} */
                                            stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                                            rackCode: string;
                                            at: string;
                                        }[];
                                        crafts: {
                                            seq: number;
                                            craftName: string;
                                            at: string;
                                        }[];
                                        unloadedAt: string | null;
                                        packedAt: string | null;
                                    };
                                }[];
                                progress: {
                                    boardCount: number;
                                    stages: {
                                        /** @enum {string} */
                                        stage: "notCut" | "cut" | "onRack" | "craftsDone" | "inBox" | "packed";
                                        boards: number;
                                        areaMm2: number;
                                    }[];
                                    onRacks: {
                                        /** @enum {string} */
                                        stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                                        boards: number;
                                    }[];
                                };
                                projectProgress: {
                                    boardCount: number;
                                    stages: {
                                        /** @enum {string} */
                                        stage: "notCut" | "cut" | "onRack" | "craftsDone" | "inBox" | "packed";
                                        boards: number;
                                        areaMm2: number;
                                    }[];
                                    onRacks: {
                                        /** @enum {string} */
                                        stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                                        boards: number;
                                    }[];
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/chain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The chain block → slab → cutting plan → production plan → board → rack trip → box around an object
         * @description Requires menu 2600. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "block" | "slab" | "board" | "rack" | "box";
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                kind: "block" | "slab" | "board" | "rack" | "box";
                                id: string;
                                label: string;
                                paths: {
                                    block: {
                                        id: string;
                                        label: string;
                                    } | null;
                                    slab: {
                                        id: string;
                                        label: string;
                                    } | null;
                                    cuttingPlan: {
                                        id: string;
                                        label: string;
                                    } | null;
                                    productionPlan: {
                                        id: string;
                                        label: string;
                                    } | null;
                                    deviceTable: string | null;
                                    project: {
                                        id: string;
                                        label: string;
                                    } | null;
                                    plane: {
                                        id: string;
                                        label: string;
                                    } | null;
                                    board: {
                                        id: string;
                                        label: string;
                                    } | null;
                                    rack: {
                                        id: string;
                                        label: string;
                                    } | null;
                                    tripId: string | null;
                                    box: {
                                        id: string;
                                        label: string;
                                    } | null;
                                }[];
                                truncated: boolean;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scan/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a scanned code is (rack, box, board, slab), its summary and the caller's allowed actions
         * @description Requires menu 2450. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                kind: "rack" | "box" | "board" | "slab";
                                id: string;
                                title: string;
                                code: string;
                                summary: {
                                    state: string;
                                    /** @enum {string|null} */
                                    rackState: "idle" | "loaded" | "inTransit" | "received" | "toReturn" | null;
                                    /** @enum {string|null} */
                                    boxState: "toPack" | "packing" | "done" | null;
                                    /** @enum {string|null} */
                                    boardStage: "notCut" | "cut" | "onRack" | "craftsDone" | "inBox" | "packed" | null;
                                    /** @enum {string|null} */
                                    stage: "cutting" | "reinforcement" | "secondProcessing" | "packing" | null;
                                    projectId: string | null;
                                    projectNo: string | null;
                                    projectName: string | null;
                                    planeId: string | null;
                                    batchNo: string | null;
                                    boards: number;
                                    areaMm2: number;
                                    area: string;
                                    craftsDone: number;
                                    craftsTotal: number;
                                    rackId: string | null;
                                    rackCode: string | null;
                                    tripId: string | null;
                                    tripVersion: number | null;
                                    boxId: string | null;
                                    boxCode: string | null;
                                    boxVersion: number | null;
                                    shortCodes: string[] | null;
                                };
                                actions: ("generate" | "load" | "circulate" | "receive" | "cancel" | "pack" | "dismantle" | "return" | "add" | "remove" | "seal" | "reopen" | "confirmCrafts" | "pickSlab" | "startCutting" | "completeCutting" | "returnSlab")[];
                                slab?: {
                                    version: number;
                                    exception: boolean;
                                    deviceId: string | null;
                                    deviceCode: string | null;
                                    /** @enum {string|null} */
                                    tableSide: "A" | "B" | null;
                                    warehouseName: string | null;
                                    planNo: string | null;
                                    planDeviceId: string | null;
                                    planDeviceCode: string | null;
                                    /** @enum {string|null} */
                                    planTableSide: "A" | "B" | null;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Machine records, newest first, with filters; totals over the whole filtered range
         * @description Requires menu 2900. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        deviceId?: string;
                        /** Format: uuid */
                        operatorId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** Format: uuid */
                        projectId?: string;
                        blockNo?: string;
                        bundleNo?: string;
                        barcode?: string;
                        /** @enum {string} */
                        kind?: "start" | "end" | "cut";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    id: string;
                                    recordId: string;
                                    deviceId: string;
                                    deviceCode: string;
                                    /** @enum {string} */
                                    table: "A" | "B";
                                    /** @enum {string} */
                                    kind: "start" | "end" | "cut";
                                    /** @enum {string} */
                                    status: "ok" | "aborted";
                                    slabId: string | null;
                                    slabBarcode: string | null;
                                    blockNo: string | null;
                                    bundleNo: string | null;
                                    slabNo: string | null;
                                    stone: string | null;
                                    projectId: string | null;
                                    projectNo: string | null;
                                    projectName: string | null;
                                    operatorId: string | null;
                                    operatorName: string | null;
                                    operatorStaffNo: string | null;
                                    startedAt: string;
                                    endedAt: string | null;
                                    receivedAt: string;
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabsConsumedMilli: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                totals: {
                                    records: number;
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabsConsumedMilli: number;
                                    slabsCut: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The filter bar's choices: devices, members (operators), reviewed projects
         * @description Requires menu 2900. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                devices: {
                                    deviceId: string;
                                    code: string;
                                }[];
                                operators: {
                                    operatorId: string;
                                    name: string;
                                    staffNo: string | null;
                                }[];
                                projects: {
                                    projectId: string;
                                    projectNo: string;
                                    name: string;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/employee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One member's cutting: sums per business day over the range, totals, their records
         * @description Requires menu 2901. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        operatorId: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                operator: {
                                    operatorId: string;
                                    name: string;
                                    staffNo: string | null;
                                };
                                period: {
                                    from: string;
                                    to: string;
                                };
                                figures: {
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabCount: number;
                                    slabsConsumedMilli: number;
                                    cutRecords: number;
                                    craftsDone: number;
                                    feeFen: number;
                                    boardsPacked: number;
                                };
                                days: {
                                    records: number;
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabsConsumedMilli: number;
                                    slabsCut: number;
                                    day: string;
                                }[];
                                totals: {
                                    records: number;
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabsConsumedMilli: number;
                                    slabsCut: number;
                                };
                                records: {
                                    list: {
                                        id: string;
                                        recordId: string;
                                        deviceId: string;
                                        deviceCode: string;
                                        /** @enum {string} */
                                        table: "A" | "B";
                                        /** @enum {string} */
                                        kind: "start" | "end" | "cut";
                                        /** @enum {string} */
                                        status: "ok" | "aborted";
                                        slabId: string | null;
                                        slabBarcode: string | null;
                                        blockNo: string | null;
                                        bundleNo: string | null;
                                        slabNo: string | null;
                                        stone: string | null;
                                        projectId: string | null;
                                        projectNo: string | null;
                                        projectName: string | null;
                                        operatorId: string | null;
                                        operatorName: string | null;
                                        operatorStaffNo: string | null;
                                        startedAt: string;
                                        endedAt: string | null;
                                        receivedAt: string;
                                        cutLengthMm: number;
                                        areaCutMm2: number;
                                        slabsConsumedMilli: number;
                                    }[];
                                    total: number;
                                    pageNum: number;
                                    pageSize: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One device's cutting: sums per business day over the range, totals, its records
         * @description Requires menu 2902. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: uuid */
                        deviceId: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                device: {
                                    deviceId: string;
                                    code: string;
                                    series: string;
                                };
                                days: {
                                    records: number;
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabsConsumedMilli: number;
                                    slabsCut: number;
                                    day: string;
                                }[];
                                totals: {
                                    records: number;
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabsConsumedMilli: number;
                                    slabsCut: number;
                                };
                                records: {
                                    list: {
                                        id: string;
                                        recordId: string;
                                        deviceId: string;
                                        deviceCode: string;
                                        /** @enum {string} */
                                        table: "A" | "B";
                                        /** @enum {string} */
                                        kind: "start" | "end" | "cut";
                                        /** @enum {string} */
                                        status: "ok" | "aborted";
                                        slabId: string | null;
                                        slabBarcode: string | null;
                                        blockNo: string | null;
                                        bundleNo: string | null;
                                        slabNo: string | null;
                                        stone: string | null;
                                        projectId: string | null;
                                        projectNo: string | null;
                                        projectName: string | null;
                                        operatorId: string | null;
                                        operatorName: string | null;
                                        operatorStaffNo: string | null;
                                        startedAt: string;
                                        endedAt: string | null;
                                        receivedAt: string;
                                        cutLengthMm: number;
                                        areaCutMm2: number;
                                        slabsConsumedMilli: number;
                                    }[];
                                    total: number;
                                    pageNum: number;
                                    pageSize: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/yield": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Planned vs actual yield by slab, project or business day, and over the whole range
         * @description Requires menu 2900. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /**
                         * @default slab
                         * @enum {string}
                         */
                        by?: "slab" | "project" | "day";
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** Format: uuid */
                        projectId?: string;
                        /** Format: uuid */
                        deviceId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    slabs: number;
                                    plannedUsedMm2: number;
                                    slabAreaMm2: number;
                                    cutAreaMm2: number;
                                    consumedAreaMm2: number;
                                    plannedPercent: number | null;
                                    actualPercent: number | null;
                                    key: string;
                                    label: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                /** @enum {string} */
                                by: "slab" | "project" | "day";
                                totals: {
                                    slabs: number;
                                    plannedUsedMm2: number;
                                    slabAreaMm2: number;
                                    cutAreaMm2: number;
                                    consumedAreaMm2: number;
                                    plannedPercent: number | null;
                                    actualPercent: number | null;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts an xlsx export of the filtered records: small ones download at once (mode direct), large ones run on the job queue (mode job; poll export/status)
         * @description Requires menu 2900. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId?: string;
                        /** Format: uuid */
                        operatorId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** Format: uuid */
                        projectId?: string;
                        blockNo?: string;
                        bundleNo?: string;
                        barcode?: string;
                        /** @enum {string} */
                        kind?: "start" | "end" | "cut";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                jobId: string;
                                /** @enum {string} */
                                mode: "direct" | "job";
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                total: number;
                                done: number;
                                downloadPath: string;
                                error: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/employee/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts an xlsx export of the filtered records: small ones download at once (mode direct), large ones run on the job queue (mode job; poll export/status)
         * @description Requires menu 2901. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        operatorId: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                jobId: string;
                                /** @enum {string} */
                                mode: "direct" | "job";
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                total: number;
                                done: number;
                                downloadPath: string;
                                error: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/device/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts an xlsx export of the filtered records: small ones download at once (mode direct), large ones run on the job queue (mode job; poll export/status)
         * @description Requires menu 2902. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                jobId: string;
                                /** @enum {string} */
                                mode: "direct" | "job";
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                total: number;
                                done: number;
                                downloadPath: string;
                                error: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/export/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Progress of one of the caller's exports (rows written of total, status)
         * @description Any member of the current enterprise. Refuses with code 1002. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        jobId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                jobId: string;
                                /** @enum {string} */
                                mode: "direct" | "job";
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                total: number;
                                done: number;
                                downloadPath: string;
                                error: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cuttingData/export/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The xlsx of one of the caller's exports (direct: streamed now; job: once done)
         * @description Any member of the current enterprise. Refuses with code 1002, 1003. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017.
         */
        get: {
            parameters: {
                query: {
                    jobId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: unknown;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffPerformance/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Members with their metres and m² cut, slabs, cut records, crafts done, piece pay (fen) and boards packed over a period; totals
         * @description Requires menu 3005. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                        /** Format: uuid */
                        departmentId?: string;
                        keyword?: string;
                        /** Format: uuid */
                        memberId?: string;
                        /**
                         * @default name
                         * @enum {string}
                         */
                        sortBy?: "name" | "staffNo" | "cutLengthMm" | "areaCutMm2" | "slabCount" | "slabsConsumedMilli" | "cutRecords" | "craftsDone" | "feeFen" | "boardsPacked";
                        /**
                         * @default asc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                list: {
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabCount: number;
                                    slabsConsumedMilli: number;
                                    cutRecords: number;
                                    craftsDone: number;
                                    feeFen: number;
                                    boardsPacked: number;
                                    memberId: string;
                                    userId: string;
                                    name: string;
                                    staffNo: string | null;
                                    departmentId: string | null;
                                    departmentName: string | null;
                                    roleName: string;
                                    /** @enum {string} */
                                    status: "enabled" | "disabled";
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                totals: {
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabCount: number;
                                    slabsConsumedMilli: number;
                                    cutRecords: number;
                                    craftsDone: number;
                                    feeFen: number;
                                    boardsPacked: number;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffPerformance/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One member's figures, sums per day and records of one kind (cutting, crafts, packing), paged
         * @description Requires menu 3005. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                        /**
                         * @default cutting
                         * @enum {string}
                         */
                        kind?: "cutting" | "crafts" | "packing";
                        /** Format: uuid */
                        memberId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                member: {
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabCount: number;
                                    slabsConsumedMilli: number;
                                    cutRecords: number;
                                    craftsDone: number;
                                    feeFen: number;
                                    boardsPacked: number;
                                    memberId: string;
                                    userId: string;
                                    name: string;
                                    staffNo: string | null;
                                    departmentId: string | null;
                                    departmentName: string | null;
                                    roleName: string;
                                    /** @enum {string} */
                                    status: "enabled" | "disabled";
                                };
                                days: {
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabCount: number;
                                    slabsConsumedMilli: number;
                                    cutRecords: number;
                                    craftsDone: number;
                                    feeFen: number;
                                    boardsPacked: number;
                                    day: string;
                                }[];
                                cutting: {
                                    list: {
                                        recordId: string;
                                        deviceId: string;
                                        deviceCode: string;
                                        /** @enum {string} */
                                        tableSide: "A" | "B";
                                        slabId: string | null;
                                        slabBarcode: string | null;
                                        projectId: string | null;
                                        projectName: string | null;
                                        startedAt: string;
                                        endedAt: string | null;
                                        cutLengthMm: number;
                                        areaCutMm2: number;
                                        slabsConsumedMilli: number;
                                        /** @enum {string} */
                                        status: "ok" | "aborted";
                                    }[];
                                    total: number;
                                    pageNum: number;
                                    pageSize: number;
                                } | null;
                                crafts: {
                                    list: {
                                        recordId: string;
                                        boardId: string;
                                        boardCode: string;
                                        projectId: string;
                                        projectName: string;
                                        projectNo: string;
                                        craftName: string;
                                        /** @enum {string} */
                                        pricingUnit: "piece" | "metre" | "squareMetre";
                                        quantityMilli: number;
                                        unitPriceFen: number;
                                        feeFen: number;
                                        doneAt: string;
                                    }[];
                                    total: number;
                                    pageNum: number;
                                    pageSize: number;
                                } | null;
                                packing: {
                                    list: {
                                        boardId: string;
                                        boardCode: string;
                                        projectId: string;
                                        projectName: string;
                                        projectNo: string;
                                        boxId: string | null;
                                        boxCode: string | null;
                                        areaMm2: number;
                                        packedAt: string;
                                    }[];
                                    total: number;
                                    pageNum: number;
                                    pageSize: number;
                                } | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffPerformance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The list's members and totals as .xlsx (headings in the caller's language, pay in yuan); answers the file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)
         * @description Requires menu 3005. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                        /** Format: uuid */
                        departmentId?: string;
                        keyword?: string;
                        /** Format: uuid */
                        memberId?: string;
                        /**
                         * @default name
                         * @enum {string}
                         */
                        sortBy?: "name" | "staffNo" | "cutLengthMm" | "areaCutMm2" | "slabCount" | "slabsConsumedMilli" | "cutRecords" | "craftsDone" | "feeFen" | "boardsPacked";
                        /**
                         * @default asc
                         * @enum {string}
                         */
                        order?: "asc" | "desc";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/myData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's own figures, sums per day and records of one kind over a period (1200016 when there is nothing)
         * @description Requires menu 2000. Refuses with code 1200016. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageNum?: number;
                        /** @default 20 */
                        pageSize?: number;
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                        /**
                         * @default cutting
                         * @enum {string}
                         */
                        kind?: "cutting" | "crafts" | "packing";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                member: {
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabCount: number;
                                    slabsConsumedMilli: number;
                                    cutRecords: number;
                                    craftsDone: number;
                                    feeFen: number;
                                    boardsPacked: number;
                                    memberId: string;
                                    userId: string;
                                    name: string;
                                    staffNo: string | null;
                                    departmentId: string | null;
                                    departmentName: string | null;
                                    roleName: string;
                                    /** @enum {string} */
                                    status: "enabled" | "disabled";
                                };
                                days: {
                                    cutLengthMm: number;
                                    areaCutMm2: number;
                                    slabCount: number;
                                    slabsConsumedMilli: number;
                                    cutRecords: number;
                                    craftsDone: number;
                                    feeFen: number;
                                    boardsPacked: number;
                                    day: string;
                                }[];
                                cutting: {
                                    list: {
                                        recordId: string;
                                        deviceId: string;
                                        deviceCode: string;
                                        /** @enum {string} */
                                        tableSide: "A" | "B";
                                        slabId: string | null;
                                        slabBarcode: string | null;
                                        projectId: string | null;
                                        projectName: string | null;
                                        startedAt: string;
                                        endedAt: string | null;
                                        cutLengthMm: number;
                                        areaCutMm2: number;
                                        slabsConsumedMilli: number;
                                        /** @enum {string} */
                                        status: "ok" | "aborted";
                                    }[];
                                    total: number;
                                    pageNum: number;
                                    pageSize: number;
                                } | null;
                                crafts: {
                                    list: {
                                        recordId: string;
                                        boardId: string;
                                        boardCode: string;
                                        projectId: string;
                                        projectName: string;
                                        projectNo: string;
                                        craftName: string;
                                        /** @enum {string} */
                                        pricingUnit: "piece" | "metre" | "squareMetre";
                                        quantityMilli: number;
                                        unitPriceFen: number;
                                        feeFen: number;
                                        doneAt: string;
                                    }[];
                                    total: number;
                                    pageNum: number;
                                    pageSize: number;
                                } | null;
                                packing: {
                                    list: {
                                        boardId: string;
                                        boardCode: string;
                                        projectId: string;
                                        projectName: string;
                                        projectNo: string;
                                        boxId: string | null;
                                        boxCode: string | null;
                                        areaMm2: number;
                                        packedAt: string;
                                    }[];
                                    total: number;
                                    pageNum: number;
                                    pageSize: number;
                                } | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/production": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Production overview: m² and metres cut per day and device, boards by stage, racks by stage and overdue, planned vs actual yield
         * @description Requires menu 2000. Refuses with code 1200016. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                from: string;
                                to: string;
                                devices: {
                                    deviceId: string;
                                    code: string;
                                }[];
                                cutDaily: {
                                    date: string;
                                    deviceId: string;
                                    lengthMm: number;
                                    areaMm2: number;
                                    slabsMilli: number;
                                }[];
                                totals: {
                                    lengthMm: number;
                                    areaMm2: number;
                                    area: string;
                                    slabsMilli: number;
                                };
                                boardStages: {
                                    /** @enum {string} */
                                    stage: "notCut" | "cut" | "onRack" | "craftsDone" | "inBox" | "packed";
                                    boards: number;
                                    areaMm2: number;
                                }[];
                                boardsOnRacks: {
                                    /** @enum {string} */
                                    stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                                    boards: number;
                                }[];
                                racks: {
                                    /** @enum {string} */
                                    stage: "cutting" | "reinforcement" | "secondProcessing" | "packing";
                                    racks: number;
                                    overdue: number;
                                }[];
                                idleRacks: number;
                                yieldDaily: {
                                    slabs: number;
                                    plannedPercent: number | null;
                                    actualPercent: number | null;
                                    date: string;
                                }[];
                                yield: {
                                    slabs: number;
                                    plannedPercent: number | null;
                                    actualPercent: number | null;
                                };
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/planning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Planning overview: projects by delivery date and progress, plans issued vs done, machine load
         * @description Requires menu 2000. Refuses with code 1200016. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                from: string;
                                to: string;
                                projects: {
                                    projectId: string;
                                    projectNo: string;
                                    name: string;
                                    deliveryDate: string;
                                    boardCount: number;
                                    cutBoards: number;
                                    packedBoards: number;
                                    cutPercent: number;
                                    packedPercent: number;
                                }[];
                                plansDaily: {
                                    date: string;
                                    issued: number;
                                    done: number;
                                }[];
                                devices: {
                                    deviceId: string;
                                    code: string;
                                }[];
                                machineLoad: {
                                    date: string;
                                    deviceId: string;
                                    plannedSlabs: number;
                                    plannedAreaMm2: number;
                                    cutSlabsMilli: number;
                                    cutAreaMm2: number;
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/mes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MES overview: a tile per machine (last report, tables, today's output, ingest errors); 1204014 while MES is closed
         * @description Requires menu 2000. Refuses with code 1204014. May also answer 1001, 1004, 9998, 9999, 5, 15, 16, 22, 102017, 6.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            result: true;
                            code: number;
                            msg: string;
                            data: {
                                today: string;
                                devices: {
                                    deviceId: string;
                                    code: string;
                                    series: string;
                                    linked: boolean;
                                    lastReportAt: string | null;
                                    status: {
                                        /** @enum {string} */
                                        state: "reporting" | "silent" | "linked" | "never";
                                        linked: boolean;
                                        linkedAt: string | null;
                                        lastReportAt: string | null;
                                        windowMinutes: number;
                                    };
                                    tables: {
                                        /** @enum {string} */
                                        side: "A" | "B";
                                        slabCount: number;
                                        areaMm2: number;
                                        cutting: string | null;
                                        barcodes: string[];
                                    }[];
                                    today: {
                                        records: number;
                                        lengthMm: number;
                                        areaMm2: number;
                                        area: string;
                                        slabsMilli: number;
                                    };
                                    errorsToday: number;
                                    latestErrors: {
                                        at: string;
                                        recordId: string | null;
                                        code: number;
                                        message: string;
                                    }[];
                                }[];
                            };
                        } | {
                            /** @enum {boolean} */
                            result: false;
                            code: number;
                            msg: string;
                            data: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        DepartmentNodeInput: {
            departmentId: string;
            name: string;
            parentId: string | null;
            sort: number;
            memberCount: number;
            version: number;
            children: components["schemas"]["DepartmentNodeInput"][];
        };
        MenuNodeInput: {
            id: number;
            path: string | null;
            name: {
                "zh-CN": string;
                "en-US": string;
            };
            hidden: boolean;
            children: components["schemas"]["MenuNodeInput"][];
        };
        RegionNodeInput: {
            code: string;
            name: string;
            children?: components["schemas"]["RegionNodeInput"][];
        };
        CutTreeNodeInput: {
            x: number;
            y: number;
            w: number;
            h: number;
            stage?: number;
            /** @enum {string} */
            cut?: "vertical" | "horizontal";
            children?: components["schemas"]["CutTreeNodeInput"][];
            item?: string;
        };
        DepartmentNode: {
            departmentId: string;
            name: string;
            parentId: string | null;
            sort: number;
            memberCount: number;
            version: number;
            children: components["schemas"]["DepartmentNode"][];
        };
        MenuNode: {
            id: number;
            path: string | null;
            name: {
                "zh-CN": string;
                "en-US": string;
            };
            hidden: boolean;
            children: components["schemas"]["MenuNode"][];
        };
        RegionNode: {
            code: string;
            name: string;
            children?: components["schemas"]["RegionNode"][];
        };
        CutTreeNode: {
            x: number;
            y: number;
            w: number;
            h: number;
            stage?: number;
            /** @enum {string} */
            cut?: "vertical" | "horizontal";
            children?: components["schemas"]["CutTreeNode"][];
            item?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
