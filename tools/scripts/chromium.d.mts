import type { Browser } from 'playwright-core';

export declare const chromiumExecutable: string;
export declare const chromiumArgs: string[];
export declare function launchChromium(): Promise<Browser>;
