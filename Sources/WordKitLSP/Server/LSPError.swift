/// The JSON-RPC and LSP error codes the server answers with.
public enum LSPErrorCode: Int, Sendable {
    /// The body is not JSON.
    case parseError = -32700
    /// The JSON is not a valid request, or it came after `shutdown`.
    case invalidRequest = -32600
    /// No such method.
    case methodNotFound = -32601
    /// The method's parameters are wrong.
    case invalidParams = -32602
    /// Something failed inside the server.
    case internalError = -32603
    /// A request came before `initialize`.
    case serverNotInitialized = -32002
}
