/** The file beside the built server entry that holds the resolved server configuration. */
export const NODE_CONFIG_FILE = 'trydocs-server.json';
