// The client's path serializer: the one path-template rule of src/http (a parameter is one encoded
// segment; missing, '.' and '..' are refused).
export { serializePath } from '../http/path-template.js';
