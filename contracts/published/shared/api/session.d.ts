import { type Infer, type Struct } from 'superstruct';
/** What the session says about the visitor: logged in or not, and the customer's names. */
export declare const AboutMe: Struct<{
    isLogged: boolean;
    givenName?: string | undefined;
    familyName?: string | undefined;
}, {
    isLogged: Struct<boolean, null>;
    givenName: Struct<string | undefined, null>;
    familyName: Struct<string | undefined, null>;
}>;
/** A validated aboutMe. */
export type AboutMe = Infer<typeof AboutMe>;
/** A click id's value, when the session recorded one. */
type ClickIdField = Struct<string | undefined, null>;
/**
 * The click ids a session recorded, by parameter name (SPEC section 3). A fixed set, not a record, so that
 * fields a newer backend adds are dropped like everywhere else instead of failing the session.
 */
export declare const SessionClickIds: Struct<{
    fbclid?: string | undefined;
    ttclid?: string | undefined;
    gclid?: string | undefined;
    gad_source?: string | undefined;
    prid?: string | undefined;
    msclkid?: string | undefined;
}, Record<"fbclid" | "ttclid" | "gclid" | "gad_source" | "prid" | "msclkid", ClickIdField>>;
/** The body of GET /api/s/ (SPEC section 3): id, aboutMe, and the page id, referrer and click ids the session recorded. */
export declare const SessionResponse: Struct<{
    id: string;
    aboutMe: {
        isLogged: boolean;
        givenName?: string | undefined;
        familyName?: string | undefined;
    };
    pageId?: string | undefined;
    referrer?: string | undefined;
    clickIds?: {
        fbclid?: string | undefined;
        ttclid?: string | undefined;
        gclid?: string | undefined;
        gad_source?: string | undefined;
        prid?: string | undefined;
        msclkid?: string | undefined;
    } | undefined;
}, {
    id: Struct<string, null>;
    aboutMe: Struct<{
        isLogged: boolean;
        givenName?: string | undefined;
        familyName?: string | undefined;
    }, {
        isLogged: Struct<boolean, null>;
        givenName: Struct<string | undefined, null>;
        familyName: Struct<string | undefined, null>;
    }>;
    pageId: Struct<string | undefined, null>;
    referrer: Struct<string | undefined, null>;
    clickIds: Struct<{
        fbclid?: string | undefined;
        ttclid?: string | undefined;
        gclid?: string | undefined;
        gad_source?: string | undefined;
        prid?: string | undefined;
        msclkid?: string | undefined;
    } | undefined, Record<"fbclid" | "ttclid" | "gclid" | "gad_source" | "prid" | "msclkid", ClickIdField>>;
}>;
/** A loaded session: its public id and what it says about the visitor. */
export type Session = Infer<typeof SessionResponse>;
export {};
