// Types for the parts of citation-js (0.8) Quire uses; the packages ship no declarations.
declare module '@citation-js/core' {
  export type CslItem = Record<string, unknown> & { id: string; type?: string };
  export class Cite {
    constructor(data?: unknown, options?: Record<string, unknown>);
    static async(data: unknown, options?: Record<string, unknown>): Promise<Cite>;
    data: CslItem[];
    format(format: string, options: { format: 'object' } & Record<string, unknown>): unknown;
    format(format: string, options?: Record<string, unknown>): string;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
