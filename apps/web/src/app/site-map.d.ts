import type { MessageKey } from '../i18n/translate.ts';
/** Where a page is linked from the navbar. */
export interface MenuPlacement {
    menu: 'settings' | 'info';
    label: MessageKey;
    /** Starts a new group: a divider is drawn above the link. */
    newGroup?: boolean;
}
export interface SiteRoute {
    path: string;
    /** The navbar dropdown that links to the page, in the table's order (spec 000 §2). */
    nav?: MenuPlacement;
    /** Shown only after a login; the other pages ask for one when they load protected data. */
    loginRequired?: boolean;
    /** The address the e2e route sweep opens when the bare path shows nothing meaningful. */
    sample?: string;
}
/**
 * The site map: every route of the product, one line each. The router (`router.tsx`) maps each
 * path to its page, the navbar builds its dropdowns from `nav`, and the e2e route sweep
 * (`e2e/tests/shell-routes.spec.ts`) opens every entry; a page added here reaches all three.
 * Plain data, so the e2e suite imports it without React.
 */
export declare const SITE_ROUTES: readonly [{
    readonly path: "/";
}, {
    readonly path: "/login";
}, {
    readonly path: "/error";
    readonly sample: "/error?status=500&message=Example";
}, {
    readonly path: "/about";
}, {
    readonly path: "/settings/network";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.network";
    };
}, {
    readonly path: "/settings/ntp";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.ntp";
    };
}, {
    readonly path: "/settings/mqtt";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.mqtt";
    };
}, {
    readonly path: "/settings/inverter";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.inverter";
    };
}, {
    readonly path: "/settings/security";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.security";
    };
}, {
    readonly path: "/settings/dtu";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.dtu";
    };
}, {
    readonly path: "/settings/vedirect";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.vedirect";
    };
}, {
    readonly path: "/settings/powermeter";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.powerMeter";
    };
}, {
    readonly path: "/settings/powerlimiter";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.powerLimiter";
    };
}, {
    readonly path: "/settings/battery";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.battery";
    };
}, {
    readonly path: "/settings/chargerac";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.acCharger";
    };
}, {
    readonly path: "/settings/device";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.deviceManager";
    };
}, {
    readonly path: "/settings/config";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.configManagement";
        readonly newGroup: true;
    };
}, {
    readonly path: "/firmware/upgrade";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.firmwareUpgrade";
    };
    readonly loginRequired: true;
}, {
    readonly path: "/maintenance/reboot";
    readonly nav: {
        readonly menu: "settings";
        readonly label: "nav.deviceReboot";
    };
    readonly loginRequired: true;
}, {
    readonly path: "/info/system";
    readonly nav: {
        readonly menu: "info";
        readonly label: "nav.system";
    };
}, {
    readonly path: "/info/network";
    readonly nav: {
        readonly menu: "info";
        readonly label: "nav.network";
    };
}, {
    readonly path: "/info/ntp";
    readonly nav: {
        readonly menu: "info";
        readonly label: "nav.ntp";
    };
}, {
    readonly path: "/info/mqtt";
    readonly nav: {
        readonly menu: "info";
        readonly label: "nav.mqtt";
    };
}, {
    readonly path: "/info/vedirect";
    readonly nav: {
        readonly menu: "info";
        readonly label: "nav.vedirect";
    };
}, {
    readonly path: "/info/console";
    readonly nav: {
        readonly menu: "info";
        readonly label: "nav.console";
        readonly newGroup: true;
    };
}];
export type SitePath = (typeof SITE_ROUTES)[number]['path'];
export interface MenuLink {
    href: string;
    label: MessageKey;
}
/** `divider` separates groups inside a dropdown. */
export type MenuEntry = MenuLink | 'divider';
/** The Settings dropdown in the order of spec 000 §2. */
export declare const SETTINGS_MENU: readonly MenuEntry[];
export declare const INFO_MENU: readonly MenuEntry[];
