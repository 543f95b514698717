// Placeholder until the server platform lands (issue 4): replaced by the real entry point.
export {};
