/**
 * Legal documents are data: sections of blocks. Inline links are written as [label](href), with
 * href a site path (/privacy-policy) or a mailto: address, and rendered by LegalDocument.
 */
export type LegalBlock = { kind: 'p'; text: string } | { kind: 'list'; items: string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  lastUpdated: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}

export const p = (text: string): LegalBlock => ({ kind: 'p', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
