export declare function postgresBinDir(): string | undefined;
export interface RunningPostgres {
    url: string;
    stop(): void;
}
export declare function startPostgres(): Promise<RunningPostgres>;
